// The reference API's customer-service chat page: shows the query it was opened with, the member's
// conversation (read through the ticket in its address, never a session token) and a message box.
'use strict';

(function () {
  var TEXT = {
    EN: {
      title: 'Customer service',
      back: 'Back',
      details: 'Chat details',
      conversation: 'Conversation',
      message: 'Message',
      send: 'Send',
      you: 'You',
      empty: 'No messages yet.',
      expired: 'This chat link has expired. Go back and open the chat again.',
      failed: 'The message could not be sent. Please try again.',
    },
    CN: {
      title: '在线客服',
      back: '返回',
      details: '会话信息',
      conversation: '对话',
      message: '留言',
      send: '发送',
      you: '我',
      empty: '还没有消息。',
      expired: '此聊天链接已过期，请返回后重新打开聊天。',
      failed: '消息发送失败，请重试。',
    },
    TW: {
      title: '線上客服',
      back: '返回',
      details: '會話資訊',
      conversation: '對話',
      message: '留言',
      send: '傳送',
      you: '我',
      empty: '還沒有訊息。',
      expired: '此聊天連結已過期，請返回後重新開啟聊天。',
      failed: '訊息傳送失敗，請重試。',
    },
    VI: {
      title: 'Chăm sóc khách hàng',
      back: 'Quay lại',
      details: 'Thông tin phiên chat',
      conversation: 'Cuộc trò chuyện',
      message: 'Tin nhắn',
      send: 'Gửi',
      you: 'Bạn',
      empty: 'Chưa có tin nhắn nào.',
      expired: 'Liên kết chat đã hết hạn. Hãy quay lại và mở chat lần nữa.',
      failed: 'Không gửi được tin nhắn. Vui lòng thử lại.',
    },
    'PT-BR': {
      title: 'Atendimento',
      back: 'Voltar',
      details: 'Detalhes do chat',
      conversation: 'Conversa',
      message: 'Mensagem',
      send: 'Enviar',
      you: 'Você',
      empty: 'Ainda não há mensagens.',
      expired: 'Este link de chat expirou. Volte e abra o chat de novo.',
      failed: 'Não foi possível enviar a mensagem. Tente novamente.',
    },
    ES: {
      title: 'Atención al cliente',
      back: 'Volver',
      details: 'Detalles del chat',
      conversation: 'Conversación',
      message: 'Mensaje',
      send: 'Enviar',
      you: 'Tú',
      empty: 'Aún no hay mensajes.',
      expired: 'Este enlace de chat ha caducado. Vuelve y abre el chat otra vez.',
      failed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    },
  };
  var LOCALES = { EN: 'en', CN: 'zh-CN', TW: 'zh-TW', VI: 'vi', 'PT-BR': 'pt-BR', ES: 'es' };
  var POLL_MS = 5000;

  var query = new URLSearchParams(location.search);
  var language = (query.get('language') || 'EN').toUpperCase();
  var t = TEXT[language] || TEXT.EN;
  var ticket = query.get('ticket') || '';
  var $ = function (id) {
    return document.getElementById(id);
  };

  function webAddress(value) {
    try {
      var url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  }

  // Text on the header colour: black or white, whichever reads better.
  function textOn(hex) {
    var m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex || '');
    if (!m) return undefined;
    var h = m[1].length === 3 ? m[1].replace(/./g, '$&$&') : m[1];
    var channel = function (i) {
      var c = parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    var luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
    return luminance > 0.179 ? '#000000' : '#ffffff';
  }

  function setUp() {
    document.documentElement.lang = LOCALES[language] || 'en';
    var title = query.get('title') || t.title;
    document.title = title;
    $('title').textContent = title;
    var color = query.get('headerColor');
    var ink = textOn(color);
    if (ink) {
      $('header').style.background = color;
      $('header').style.color = ink;
    }
    var back = webAddress(query.get('backUrl'));
    if (back) {
      $('back').href = back;
      $('back').textContent = t.back;
      $('back').hidden = false;
    }
    $('details-label').textContent = t.details;
    ['b2c', 'title', 'language', 'headerColor', 'backUrl'].forEach(function (name) {
      if (!query.has(name)) return;
      var dt = document.createElement('dt');
      dt.textContent = name;
      var dd = document.createElement('dd');
      dd.textContent = query.get(name);
      $('details').append(dt, dd);
    });
    $('conversation').setAttribute('aria-label', t.conversation);
    $('text-label').textContent = t.message;
    $('send').textContent = t.send;
    $('empty').textContent = t.empty;
  }

  var shown = '';
  function render(answer) {
    var key = JSON.stringify(answer.messages);
    if (key === shown) return;
    shown = key;
    var log = $('log');
    log.replaceChildren.apply(
      log,
      answer.messages.map(function (message) {
        var li = document.createElement('li');
        li.className = message.sender;
        var who = document.createElement('span');
        who.className = 'who';
        who.textContent = message.sender === 'member' ? t.you : answer.agentName;
        li.append(who, document.createTextNode(message.body));
        return li;
      }),
    );
    $('empty').hidden = answer.messages.length > 0;
    log.lastElementChild?.scrollIntoView({ block: 'end' });
  }

  function notice(text) {
    $('notice').textContent = text;
    $('notice').hidden = !text;
  }

  var expired = false;
  function call(method, body) {
    return fetch('/wps/chat/messages', {
      method: method,
      headers: body ? { 'X-Chat-Ticket': ticket, 'Content-Type': 'application/json' } : { 'X-Chat-Ticket': ticket },
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (response.status === 401) {
          expired = true;
          notice(t.expired);
          $('text').disabled = true;
          $('send').disabled = true;
        }
        if (!answer.success) throw new Error(answer.message || 'failed');
        return answer.value;
      });
    });
  }

  function refresh() {
    if (expired || document.visibilityState !== 'visible') return;
    call('GET').then(render, function () {
      /* the next poll tries again */
    });
  }

  function send(event) {
    event.preventDefault();
    var text = $('text').value.trim();
    if (!text || expired) return;
    $('send').disabled = true;
    call('POST', { text: text })
      .then(
        function (answer) {
          $('text').value = '';
          notice('');
          render(answer);
        },
        function () {
          if (!expired) notice(t.failed);
        },
      )
      .finally(function () {
        $('send').disabled = expired;
        $('text').focus();
      });
  }

  setUp();
  $('form').addEventListener('submit', send);
  refresh();
  setInterval(refresh, POLL_MS);
  document.addEventListener('visibilitychange', refresh);
})();
