// The reference API's customer-service widget, the kind of script an operator hands the page through
// WPSCORE_getCustomerServiceScript: a help button at the lower left opening a small panel with the
// support hours and answers to common questions. Self-contained: no other file, no network call.
'use strict';

(function () {
  if (window.__wlHelpWidget) return;
  window.__wlHelpWidget = true;

  var TEXT = {
    en: {
      button: 'Help',
      heading: 'Help centre',
      close: 'Close help',
      hours: 'Our agents are here around the clock, every day.',
      faq: [
        [
          'How do I deposit?',
          'Open the member area, choose Deposit, pick a payment method and follow the steps. Deposits usually arrive within a few minutes.',
        ],
        ['How long does a withdrawal take?', 'Most withdrawals are paid within 30 minutes of approval.'],
        ['I cannot log in.', 'Check the user name and password, then try again. If it still fails, send us a message in the chat.'],
      ],
      more: 'Still need help? Tap the chat button at the lower right.',
    },
    'zh-CN': {
      button: '帮助',
      heading: '帮助中心',
      close: '关闭帮助',
      hours: '客服全年无休，24 小时在线。',
      faq: [
        ['如何存款？', '进入会员中心，选择“存款”，选好支付方式后按步骤操作，一般几分钟内到账。'],
        ['提款需要多久？', '大部分提款在审核通过后 30 分钟内到账。'],
        ['无法登录怎么办？', '请检查用户名和密码后重试；如仍无法登录，请在聊天中给我们留言。'],
      ],
      more: '还需要帮助？请点右下角的聊天按钮。',
    },
    'zh-TW': {
      button: '幫助',
      heading: '幫助中心',
      close: '關閉幫助',
      hours: '客服全年無休，24 小時在線。',
      faq: [
        ['如何存款？', '進入會員中心，選擇「存款」，選好支付方式後依步驟操作，一般幾分鐘內到帳。'],
        ['提款需要多久？', '大部分提款在審核通過後 30 分鐘內到帳。'],
        ['無法登入怎麼辦？', '請檢查使用者名稱和密碼後重試；如仍無法登入，請在聊天中給我們留言。'],
      ],
      more: '還需要幫助？請點右下角的聊天按鈕。',
    },
  };

  var STYLE = [
    '.wl-help{position:fixed;left:14px;bottom:84px;z-index:14;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    '.wl-help__button{width:52px;height:52px;border-radius:50%;border:2px solid #fff;background:#1f2937;color:#fff;font:inherit;font-weight:700;font-size:13px;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.35)}',
    '.wl-help__button:focus-visible,.wl-help__close:focus-visible,.wl-help summary:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
    '.wl-help__panel{position:absolute;left:0;bottom:62px;width:min(300px,calc(100vw - 28px));max-height:60vh;overflow:auto;padding:12px 14px;border-radius:12px;background:#fff;color:#111827;box-shadow:0 8px 24px rgba(0,0,0,.35)}',
    '.wl-help__panel h2{margin:0 32px 6px 0;font-size:16px}',
    '.wl-help__panel p{margin:0 0 8px}',
    '.wl-help__panel details{border-top:1px solid #e5e7eb;padding:6px 0}',
    '.wl-help__panel summary{cursor:pointer;font-weight:600}',
    '.wl-help__close{position:absolute;top:6px;right:6px;width:32px;height:32px;border:0;border-radius:50%;background:#f3f4f6;color:#111827;font-size:18px;line-height:1;cursor:pointer}',
  ].join('');

  function text() {
    var lang = (document.documentElement.lang || 'en').toLowerCase();
    if (lang === 'zh-tw' || lang === 'zh-hk') return TEXT['zh-TW'];
    if (lang.indexOf('zh') === 0) return TEXT['zh-CN'];
    return TEXT.en;
  }

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'text') node.textContent = props[key];
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  var root;
  function build() {
    var t = text();
    var heading = el('h2', { id: 'wl-help-heading', text: t.heading });
    var close = el('button', { type: 'button', class: 'wl-help__close', 'aria-label': t.close, text: '×' });
    var panel = el(
      'section',
      { id: 'wl-help-panel', class: 'wl-help__panel', role: 'region', 'aria-labelledby': 'wl-help-heading' },
      [heading, close, el('p', { text: t.hours })]
        .concat(
          t.faq.map(function (item) {
            return el('details', {}, [el('summary', { text: item[0] }), el('p', { text: item[1] })]);
          }),
        )
        .concat([el('p', { text: t.more })]),
    );
    panel.hidden = true;
    var button = el('button', { type: 'button', class: 'wl-help__button', 'aria-expanded': 'false', 'aria-controls': 'wl-help-panel', text: t.button });
    var setOpen = function (open) {
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
    };
    button.addEventListener('click', function () {
      setOpen(panel.hidden);
    });
    close.addEventListener('click', function () {
      setOpen(false);
      button.focus();
    });
    panel.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.focus();
    });
    var next = el('div', { class: 'wl-help' }, [button, panel]);
    if (root) root.replaceWith(next);
    else document.body.append(next);
    root = next;
  }

  document.head.append(el('style', { text: STYLE }));
  build();
  // The page may switch language after this script ran: the widget follows it.
  new MutationObserver(function () {
    if (root?.querySelector('.wl-help__panel').hidden) build();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
})();
