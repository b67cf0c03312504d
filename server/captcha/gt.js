// The local stand-in for Geetest's script, served by the reference API at /wps/captcha/static/gt.js.
// It offers the same entry points as Geetest's "bind" product (initGeetest for v3, initGeetest4 for
// v4) and the same captchaObj, but its puzzle is four digits fetched from the reference API, so every
// captcha flow of the app runs offline. Plain ES2019, no imports: it is served as it is. Like Geetest's,
// its dialog speaks the language it is given (v3 `lang`, v4 `language`), and it takes the page's colours
// from the app's theme variables (--wl-*), with neutral ones where a page has none.
(function () {
  'use strict';

  // Geetest reports network and server failures with codes of the 60xxx family.
  var REQUEST_FAILED = 60500;
  var SECCODE_SUFFIX = '|jordan';
  var dialogCount = 0;

  // The dialog's texts in the app's twenty languages, keyed by BCP 47 tag in lower case.
  var TEXTS = {
    'zh-cn': ['安全验证', '关闭', '请输入以下数字：{code}', '显示的字符', '请输入显示的字符', '验证', '字符不匹配，请重试。'],
    'zh-tw': ['安全驗證', '關閉', '請輸入以下數字：{code}', '顯示的字元', '請輸入顯示的字元', '驗證', '字元不符，請重試。'],
    en: [
      'Security check',
      'Close',
      'Type these digits: {code}',
      'Characters shown',
      'Enter the characters shown',
      'Verify',
      'The characters do not match. Try again.',
    ],
    es: [
      'Verificación de seguridad',
      'Cerrar',
      'Escribe estos dígitos: {code}',
      'Caracteres mostrados',
      'Introduce los caracteres mostrados',
      'Verificar',
      'Los caracteres no coinciden. Inténtalo de nuevo.',
    ],
    hi: ['सुरक्षा जाँच', 'बंद करें', 'ये अंक लिखें: {code}', 'दिखाए गए अक्षर', 'दिखाए गए अक्षर दर्ज करें', 'सत्यापित करें', 'अक्षर मेल नहीं खाते। फिर से प्रयास करें।'],
    id: [
      'Pemeriksaan keamanan',
      'Tutup',
      'Ketik angka berikut: {code}',
      'Karakter yang ditampilkan',
      'Masukkan karakter yang ditampilkan',
      'Verifikasi',
      'Karakter tidak cocok. Coba lagi.',
    ],
    ja: [
      'セキュリティチェック',
      '閉じる',
      '次の数字を入力してください：{code}',
      '表示された文字',
      '表示された文字を入力してください',
      '認証する',
      '文字が一致しません。もう一度お試しください。',
    ],
    km: ['ការត្រួតពិនិត្យសុវត្ថិភាព', 'បិទ', 'វាយលេខទាំងនេះ៖ {code}', 'តួអក្សរដែលបង្ហាញ', 'សូមបញ្ចូលតួអក្សរដែលបង្ហាញ', 'ផ្ទៀងផ្ទាត់', 'តួអក្សរមិនត្រូវគ្នាទេ។ សូមព្យាយាមម្ដងទៀត។'],
    ko: [
      '보안 확인',
      '닫기',
      '다음 숫자를 입력하세요: {code}',
      '표시된 문자',
      '표시된 문자를 입력하세요',
      '확인',
      '문자가 일치하지 않습니다. 다시 시도하세요.',
    ],
    my: ['လုံခြုံရေး စစ်ဆေးခြင်း', 'ပိတ်ရန်', 'ဤဂဏန်းများကို ရိုက်ထည့်ပါ- {code}', 'ပြသထားသော စာလုံးများ', 'ပြသထားသော စာလုံးများကို ထည့်ပါ', 'အတည်ပြုရန်', 'စာလုံးများ မကိုက်ညီပါ။ ထပ်စမ်းကြည့်ပါ။'],
    ta: [
      'பாதுகாப்புச் சரிபார்ப்பு',
      'மூடு',
      'இந்த எண்களைத் தட்டச்சு செய்யவும்: {code}',
      'காட்டப்பட்ட எழுத்துகள்',
      'காட்டப்பட்ட எழுத்துகளை உள்ளிடவும்',
      'சரிபார்',
      'எழுத்துகள் பொருந்தவில்லை. மீண்டும் முயலவும்.',
    ],
    th: ['การตรวจสอบความปลอดภัย', 'ปิด', 'พิมพ์ตัวเลขเหล่านี้: {code}', 'อักขระที่แสดง', 'กรอกอักขระที่แสดง', 'ยืนยัน', 'อักขระไม่ตรงกัน ลองอีกครั้ง'],
    vi: [
      'Kiểm tra bảo mật',
      'Đóng',
      'Nhập các chữ số sau: {code}',
      'Ký tự hiển thị',
      'Nhập các ký tự hiển thị',
      'Xác minh',
      'Ký tự không khớp. Vui lòng thử lại.',
    ],
    fil: [
      'Pagsusuri sa seguridad',
      'Isara',
      'I-type ang mga numerong ito: {code}',
      'Mga karakter na ipinakita',
      'Ilagay ang mga karakter na ipinakita',
      'I-verify',
      'Hindi tugma ang mga karakter. Subukang muli.',
    ],
    ur: [
      'سیکیورٹی جانچ',
      'بند کریں',
      'یہ ہندسے لکھیں: {code}',
      'دکھائے گئے حروف',
      'دکھائے گئے حروف درج کریں',
      'تصدیق کریں',
      'حروف مماثل نہیں۔ دوبارہ کوشش کریں۔',
    ],
    'pt-pt': [
      'Verificação de segurança',
      'Fechar',
      'Escreva estes dígitos: {code}',
      'Caracteres apresentados',
      'Introduza os caracteres apresentados',
      'Verificar',
      'Os caracteres não coincidem. Tente novamente.',
    ],
    'pt-br': [
      'Verificação de segurança',
      'Fechar',
      'Digite estes números: {code}',
      'Caracteres exibidos',
      'Digite os caracteres exibidos',
      'Verificar',
      'Os caracteres não conferem. Tente de novo.',
    ],
    ms: [
      'Semakan keselamatan',
      'Tutup',
      'Taip digit ini: {code}',
      'Aksara yang dipaparkan',
      'Masukkan aksara yang dipaparkan',
      'Sahkan',
      'Aksara tidak sepadan. Cuba lagi.',
    ],
    bn: ['নিরাপত্তা যাচাই', 'বন্ধ করুন', 'এই সংখ্যাগুলো লিখুন: {code}', 'দেখানো অক্ষর', 'দেখানো অক্ষরগুলো লিখুন', 'যাচাই করুন', 'অক্ষর মেলেনি। আবার চেষ্টা করুন।'],
    tr: [
      'Güvenlik kontrolü',
      'Kapat',
      'Şu rakamları yazın: {code}',
      'Gösterilen karakterler',
      'Gösterilen karakterleri girin',
      'Doğrula',
      'Karakterler eşleşmiyor. Tekrar deneyin.',
    ],
  };
  var TEXT_KEYS = ['title', 'close', 'prompt', 'label', 'empty', 'verify', 'wrong'];
  // Geetest v4 names languages with ISO 639-2 codes, and either version may be given a bare language.
  var ALIASES = {
    zho: 'zh-cn',
    'zho-tw': 'zh-tw',
    'zho-hk': 'zh-tw',
    'zh-hk': 'zh-tw',
    zh: 'zh-cn',
    eng: 'en',
    spa: 'es',
    hin: 'hi',
    ind: 'id',
    jpn: 'ja',
    khm: 'km',
    kor: 'ko',
    mya: 'my',
    tam: 'ta',
    tha: 'th',
    vie: 'vi',
    tl: 'fil',
    urd: 'ur',
    por: 'pt-pt',
    pt: 'pt-pt',
    msa: 'ms',
    ben: 'bn',
    tur: 'tr',
  };
  var RTL = { ur: true };

  // The tag the dialog speaks: the one given when known, else its language alone, else English.
  function languageOf(requested) {
    var tag = typeof requested === 'string' ? requested.trim().toLowerCase().replace(/_/g, '-') : '';
    if (ALIASES[tag]) tag = ALIASES[tag];
    if (TEXTS[tag]) return tag;
    var base = tag.split('-')[0];
    if (ALIASES[base]) base = ALIASES[base];
    return TEXTS[base] ? base : 'en';
  }

  function textsFor(tag) {
    var list = TEXTS[tag];
    var texts = {};
    TEXT_KEYS.forEach(function (key, i) {
      texts[key] = list[i];
    });
    return texts;
  }

  // A Geetest api_server is a bare host ("api.geetest.com"); a path or a full origin is used as it is.
  function apiBase(apiServer) {
    var base = typeof apiServer === 'string' ? apiServer.trim().replace(/\/+$/, '') : '';
    if (base === '' || base.charAt(0) === '/' || /^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return base;
    return `//${base}`;
  }

  // The API's envelope: { success: true, value } or { success: false, message, errorCode }.
  function call(base, path, init) {
    return fetch(base + path, init).then(
      function (response) {
        return response.json().then(
          function (body) {
            if (body && body.success === true) return body.value;
            var failure = new Error(body?.message || `Request failed (${response.status})`);
            failure.errorCode = body?.errorCode;
            throw failure;
          },
          function () {
            throw new Error(`Request failed (${response.status})`);
          },
        );
      },
      function () {
        throw new Error('Network error');
      },
    );
  }

  function style(element, css) {
    element.setAttribute('style', css);
    return element;
  }

  function make(tag, css, text) {
    var element = style(document.createElement(tag), css);
    if (text !== undefined) element.textContent = text;
    return element;
  }

  var BUTTON_CSS = 'min-height:48px;border-radius:10px;font:inherit;font-size:17px;cursor:pointer;';

  function createCaptcha(version, options) {
    var opts = options || {};
    var base = apiBase(opts.api_server);
    var challenge = typeof opts.challenge === 'string' ? opts.challenge : '';
    var captchaId = version === 'v4' ? opts.captchaId : opts.gt;
    var language = languageOf(version === 'v4' ? opts.language : opts.lang);
    var texts = textsFor(language);
    var handlers = { ready: [], success: [], error: [], close: [] };
    var ready = false;
    var destroyed = false;
    var validate = null;
    var genTime = '';
    var dialog = null;

    function emit(name, detail) {
      handlers[name].slice().forEach(function (fn) {
        fn(detail);
      });
    }

    function on(name) {
      return function (fn) {
        if (typeof fn === 'function' && !destroyed) {
          handlers[name].push(fn);
          // A late onReady still hears that the captcha is ready, as Geetest's does.
          if (name === 'ready' && ready) setTimeout(fn, 0);
        }
        return captchaObj;
      };
    }

    function fail(message) {
      closeDialog();
      emit('error', { error_code: REQUEST_FAILED, msg: message });
    }

    function closeDialog() {
      if (!dialog) return;
      var open = dialog;
      dialog = null;
      document.removeEventListener('keydown', open.onKey, true);
      if (open.overlay.parentNode) open.overlay.parentNode.removeChild(open.overlay);
      if (open.returnFocus && typeof open.returnFocus.focus === 'function' && document.contains(open.returnFocus)) open.returnFocus.focus();
    }

    function showDialog(code) {
      dialogCount += 1;
      var inputId = `local-geetest-input-${dialogCount}`;
      var overlay = make(
        'div',
        'position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;' +
          'padding:16px;background:rgba(0,0,0,0.55);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
      );
      overlay.setAttribute('data-local-geetest', '');
      // The theme's checked pairs (text on surface and background, white on primary, secondary on
      // surface) keep every merchant's dialog readable; the fallbacks are a plain light dialog.
      var box = make(
        'div',
        'position:relative;box-sizing:border-box;width:100%;max-width:360px;padding:24px 20px 20px;border-radius:14px;' +
          'background:var(--wl-surface,#fff);color:var(--wl-text,#1a1a1a);border:1px solid rgba(127,127,127,0.45);' +
          'box-shadow:0 12px 40px rgba(0,0,0,0.35);font-size:16px;line-height:1.4;',
      );
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-label', texts.title);
      box.setAttribute('lang', language);
      box.setAttribute('dir', RTL[language] ? 'rtl' : 'ltr');

      var close = make(
        'button',
        'position:absolute;top:4px;inset-inline-end:4px;width:44px;height:44px;border:0;background:transparent;color:inherit;font-size:28px;line-height:1;cursor:pointer;',
        '\u00d7',
      );
      close.type = 'button';
      close.setAttribute('aria-label', texts.close);

      var prompt = make(
        'p',
        'margin:0;margin-inline-end:40px;margin-bottom:16px;font-size:18px;font-weight:600;font-variant-numeric:tabular-nums;',
        texts.prompt.replace('{code}', code),
      );
      var form = make('form', 'margin:0;display:flex;flex-direction:column;gap:10px;');
      form.noValidate = true;
      var label = make('label', 'font-size:15px;color:inherit;', texts.label);
      label.htmlFor = inputId;
      var input = make(
        'input',
        'box-sizing:border-box;width:100%;height:52px;padding:0 14px;border:2px solid rgba(127,127,127,0.6);border-radius:10px;font-size:22px;letter-spacing:6px;' +
          'background:var(--wl-bg,#fff);color:var(--wl-text,#1a1a1a);direction:ltr;',
      );
      input.id = inputId;
      input.type = 'text';
      input.inputMode = 'numeric';
      input.autocomplete = 'off';
      input.maxLength = 8;
      var notice = make('p', 'margin:0;color:var(--wl-secondary,#b00020);font-size:15px;font-weight:600;');
      notice.setAttribute('role', 'alert');
      var submit = make('button', `${BUTTON_CSS}border:0;background:var(--wl-primary,#1565c0);color:#fff;font-weight:600;`, texts.verify);
      submit.type = 'submit';

      form.appendChild(label);
      form.appendChild(input);
      form.appendChild(notice);
      form.appendChild(submit);
      box.appendChild(close);
      box.appendChild(prompt);
      box.appendChild(form);
      overlay.appendChild(box);

      var current = {
        overlay: overlay,
        returnFocus: document.activeElement,
        onKey: function (event) {
          if (event.key === 'Escape') {
            event.preventDefault();
            dismiss();
          } else if (event.key === 'Tab') {
            // Focus stays inside the modal: it wraps from the last control to the first and back.
            var stops = [close, input, submit];
            var at = stops.indexOf(document.activeElement);
            var next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at === stops.length - 1 ? 0 : at + 1;
            event.preventDefault();
            stops[next].focus();
          }
        },
      };

      function dismiss() {
        if (dialog !== current) return;
        closeDialog();
        emit('close');
      }

      close.addEventListener('click', dismiss);
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var answer = input.value.trim();
        if (answer === '') {
          notice.textContent = texts.empty;
          input.focus();
          return;
        }
        submit.disabled = true;
        notice.textContent = '';
        call(base, '/wps/captcha/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ challenge: challenge, answer: answer }),
        }).then(
          function (value) {
            if (dialog !== current) return;
            validate = value.validate;
            genTime = String(Math.floor(Date.now() / 1000));
            closeDialog();
            emit('success');
          },
          function (error) {
            if (dialog !== current) return;
            // A mistyped code is tried again in the same puzzle; anything else ends this check.
            if (error.errorCode !== 'captcha.wrong') return fail(error.message);
            submit.disabled = false;
            notice.textContent = texts.wrong;
            input.value = '';
            input.focus();
          },
        );
      });

      dialog = current;
      document.addEventListener('keydown', current.onKey, true);
      document.body.appendChild(overlay);
      input.focus();
    }

    var captchaObj = {
      onReady: on('ready'),
      onSuccess: on('success'),
      onError: on('error'),
      onClose: on('close'),
      verify: function () {
        if (destroyed) return captchaObj;
        if (dialog) {
          dialog.overlay.querySelector('input').focus();
          return captchaObj;
        }
        call(base, `/wps/captcha/puzzle?challenge=${encodeURIComponent(challenge)}`).then(
          function (value) {
            if (!destroyed && !dialog) showDialog(value.code);
          },
          function (error) {
            if (!destroyed) fail(error.message);
          },
        );
        return captchaObj;
      },
      getValidate: function () {
        if (validate === null) return false;
        if (version === 'v4') {
          // Locally the pass token is the validate again: the reference API checks lot_number and captcha_output.
          return { lot_number: challenge, captcha_output: validate, pass_token: validate, gen_time: genTime, captcha_id: captchaId };
        }
        return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: validate + SECCODE_SUFFIX };
      },
      // Forgets the result; a new check needs a new challenge from /wps/captcha/geetest and a new init.
      reset: function () {
        closeDialog();
        validate = null;
        genTime = '';
        return captchaObj;
      },
      destroy: function () {
        closeDialog();
        destroyed = true;
        validate = null;
        handlers = { ready: [], success: [], error: [], close: [] };
      },
    };

    // Geetest announces readiness after init returns, once its resources are in.
    setTimeout(function () {
      if (destroyed) return;
      if (!challenge) {
        emit('error', { error_code: REQUEST_FAILED, msg: 'No challenge: ask /wps/captcha/geetest for one first' });
        return;
      }
      ready = true;
      emit('ready');
    }, 0);
    return captchaObj;
  }

  window.initGeetest = function (options, callback) {
    var captchaObj = createCaptcha('v3', options);
    if (typeof callback === 'function') callback(captchaObj);
  };

  window.initGeetest4 = function (options, callback) {
    var captchaObj = createCaptcha('v4', options);
    if (typeof callback === 'function') callback(captchaObj);
  };
})();
