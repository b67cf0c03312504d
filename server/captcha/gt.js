// The local stand-in for Geetest's script, served by the reference API at /wps/captcha/static/gt.js.
// It offers the same entry points as Geetest's "bind" product (initGeetest for v3, initGeetest4 for
// v4) and the same captchaObj, but its puzzle is four digits fetched from the reference API, so every
// captcha flow of the app runs offline. Plain ES2019, no imports: it is served as it is.
(function () {
  'use strict';

  // Geetest reports network and server failures with codes of the 60xxx family.
  var REQUEST_FAILED = 60500;
  var SECCODE_SUFFIX = '|jordan';
  var dialogCount = 0;

  // A Geetest api_server is a bare host ("api.geetest.com"); a path or a full origin is used as it is.
  function apiBase(apiServer) {
    var base = typeof apiServer === 'string' ? apiServer.trim().replace(/\/+$/, '') : '';
    if (base === '' || base.charAt(0) === '/' || /^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return base;
    return '//' + base;
  }

  // The API's envelope: { success: true, value } or { success: false, message, errorCode }.
  function call(base, path, init) {
    return fetch(base + path, init).then(
      function (response) {
        return response.json().then(
          function (body) {
            if (body && body.success === true) return body.value;
            var failure = new Error((body && body.message) || 'Request failed (' + response.status + ')');
            failure.errorCode = body && body.errorCode;
            throw failure;
          },
          function () {
            throw new Error('Request failed (' + response.status + ')');
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
      var inputId = 'local-geetest-input-' + dialogCount;
      var overlay = make(
        'div',
        'position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;' +
          'padding:16px;background:rgba(0,0,0,0.55);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
      );
      overlay.setAttribute('data-local-geetest', '');
      var box = make(
        'div',
        'position:relative;box-sizing:border-box;width:100%;max-width:360px;padding:24px 20px 20px;border-radius:14px;' +
          'background:#fff;color:#1a1a1a;color-scheme:light;box-shadow:0 12px 40px rgba(0,0,0,0.35);font-size:16px;line-height:1.4;',
      );
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-label', 'Security check');

      var close = make(
        'button',
        'position:absolute;top:4px;right:4px;width:44px;height:44px;border:0;background:transparent;color:#555;font-size:28px;line-height:1;cursor:pointer;',
        '\u00d7',
      );
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');

      var prompt = make('p', 'margin:0 40px 16px 0;font-size:18px;font-weight:600;font-variant-numeric:tabular-nums;', 'Type these digits: ' + code);
      var form = make('form', 'margin:0;display:flex;flex-direction:column;gap:10px;');
      form.noValidate = true;
      var label = make('label', 'font-size:15px;color:#444;', 'Characters shown');
      label.htmlFor = inputId;
      var input = make(
        'input',
        'box-sizing:border-box;width:100%;height:52px;padding:0 14px;border:2px solid #bbb;border-radius:10px;font-size:22px;letter-spacing:6px;background:#fff;color:#1a1a1a;',
      );
      input.id = inputId;
      input.type = 'text';
      input.inputMode = 'numeric';
      input.autocomplete = 'off';
      input.maxLength = 8;
      var notice = make('p', 'margin:0;color:#b00020;font-size:15px;');
      notice.setAttribute('role', 'alert');
      var submit = make('button', BUTTON_CSS + 'border:0;background:#1565c0;color:#fff;font-weight:600;', 'Verify');
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
          notice.textContent = 'Enter the characters shown';
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
            notice.textContent = error.message;
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
        call(base, '/wps/captcha/puzzle?challenge=' + encodeURIComponent(challenge)).then(
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
