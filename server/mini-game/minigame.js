// The reference mini-game: a small number draw. The server serves it once per version
// (/mini-game/v1/minigame.js, /mini-game/s1/minigame.js), each ending with installWLMiniGame('<version>').
//
// The hook the app uses:
//   window.WLMiniGame.mount(element, { version, language, token? }) → { update({ language }), unmount() }
// The game renders into `element` and keeps to it; it needs no network and no token (an operator's game
// that plays for real money would take the token here).
'use strict';

// biome-ignore lint/correctness/noUnusedVariables: called by the line the server adds to each version's copy
function installWLMiniGame(version) {
  var RULES = {
    v1: { min: 1, max: 20, picks: 3, draws: 5 },
    s1: { min: 0, max: 9, picks: 4, draws: 4 },
  };
  // Each language's texts, in KEYS' order (texts.json, written in by the server as MINI_GAME_TEXT).
  var TEXT = MINI_GAME_TEXT;
  var KEYS = ['title', 'rule', 'picked', 'draw', 'clear', 'drawn', 'none', 'matched'];
  var STYLE = [
    '.wlmg{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}',
    '.wlmg h2{margin:0 0 4px;font-size:17px}',
    '.wlmg p{margin:0 0 8px}',
    '.wlmg__grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:8px 0;padding:0;list-style:none}',
    '.wlmg__n{width:100%;min-height:40px;border:2px solid #4b5563;border-radius:10px;background:#fff;color:#111827;font:inherit;font-weight:600;cursor:pointer}',
    '.wlmg__n[aria-pressed="true"]{background:#1d4ed8;border-color:#1d4ed8;color:#fff}',
    '.wlmg__n:disabled{border-color:#d1d5db;color:#6b7280;cursor:default}',
    '.wlmg__n.is-hit{background:#15803d;border-color:#15803d;color:#fff}',
    '.wlmg__actions{display:flex;gap:8px}',
    '.wlmg__actions button{flex:1;min-height:40px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}',
    '.wlmg__draw{border:0;background:#b45309;color:#fff}',
    '.wlmg__draw:disabled{background:#6b7280;cursor:default}',
    '.wlmg__clear{border:2px solid #4b5563;background:#fff;color:#111827}',
    '.wlmg button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
    '.wlmg__result{min-height:1.4em;margin-top:8px;font-weight:600}',
  ].join('');

  var rules = RULES[version] || RULES.v1;

  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) {
      return key in values ? String(values[key]) : '';
    });
  }

  function textsFor(language) {
    var row = TEXT[String(language || '').toUpperCase()] || TEXT.EN;
    var out = {};
    KEYS.forEach(function (key, i) {
      out[key] = row[i];
    });
    return out;
  }

  /** `count` distinct numbers of the pool, drawn with the browser's cryptographic generator. */
  function drawNumbers(count) {
    var pool = [];
    for (var n = rules.min; n <= rules.max; n++) pool.push(n);
    var drawn = [];
    var random = new Uint32Array(1);
    while (drawn.length < count) {
      crypto.getRandomValues(random);
      drawn.push(pool.splice(random[0] % pool.length, 1)[0]);
    }
    return drawn.sort(function (a, b) {
      return a - b;
    });
  }

  var label = function (n) {
    return rules.max >= 10 && n < 10 ? `0${n}` : String(n);
  };

  function ensureStyle() {
    if (document.getElementById('wlmg-style')) return;
    var style = document.createElement('style');
    style.id = 'wlmg-style';
    style.textContent = STYLE;
    document.head.append(style);
  }

  function mount(element, options) {
    if (!element || typeof element.append !== 'function') throw new Error('WLMiniGame.mount needs an element');
    ensureStyle();
    var language = options?.language || 'EN';
    var picked = [];
    var drawn = null;

    function render() {
      var t = textsFor(language);
      var root = document.createElement('div');
      root.className = 'wlmg';
      root.dir = String(language).toUpperCase() === 'UR' ? 'rtl' : 'ltr';
      var title = document.createElement('h2');
      title.textContent = t.title;
      var rule = document.createElement('p');
      rule.textContent = format(t.rule, rules);
      var count = document.createElement('p');
      count.textContent = format(t.picked, { count: picked.length, picks: rules.picks });
      var grid = document.createElement('ul');
      grid.className = 'wlmg__grid';
      grid.setAttribute('aria-label', t.title);
      for (var n = rules.min; n <= rules.max; n++) {
        var item = document.createElement('li');
        var button = document.createElement('button');
        button.type = 'button';
        button.className = 'wlmg__n';
        button.textContent = label(n);
        var on = picked.indexOf(n) >= 0;
        button.setAttribute('aria-pressed', String(on));
        if (drawn && drawn.indexOf(n) >= 0 && on) button.classList.add('is-hit');
        button.disabled = Boolean(drawn) || (!on && picked.length >= rules.picks);
        button.addEventListener('click', toggle.bind(null, n));
        item.append(button);
        grid.append(item);
      }
      var actions = document.createElement('div');
      actions.className = 'wlmg__actions';
      var draw = document.createElement('button');
      draw.type = 'button';
      draw.className = 'wlmg__draw';
      draw.textContent = t.draw;
      draw.disabled = Boolean(drawn) || picked.length < rules.picks;
      draw.addEventListener('click', play);
      var clear = document.createElement('button');
      clear.type = 'button';
      clear.className = 'wlmg__clear';
      clear.textContent = t.clear;
      clear.addEventListener('click', reset);
      actions.append(draw, clear);
      var result = document.createElement('p');
      result.className = 'wlmg__result';
      result.setAttribute('role', 'status');
      if (drawn) {
        var hits = picked.filter(function (p) {
          return drawn.indexOf(p) >= 0;
        });
        result.textContent = `${format(t.drawn, { numbers: drawn.map(label).join(', ') })} · ${hits.length === 0 ? t.none : format(t.matched, { count: hits.length })}`;
      }
      root.append(title, rule, count, grid, actions, result);
      var focused = element.contains(document.activeElement) ? document.activeElement.textContent : null;
      element.replaceChildren(root);
      // The element that had focus was replaced: focus its twin, so keyboard play flows on.
      if (focused !== null) {
        var twin = Array.prototype.find.call(root.querySelectorAll('button'), function (b) {
          return b.textContent === focused && !b.disabled;
        });
        (twin || clear).focus();
      }
    }

    function toggle(n) {
      var at = picked.indexOf(n);
      if (at >= 0) picked.splice(at, 1);
      else if (picked.length < rules.picks) picked.push(n);
      render();
    }

    function play() {
      if (picked.length < rules.picks || drawn) return;
      drawn = drawNumbers(rules.draws);
      render();
    }

    function reset() {
      picked = [];
      drawn = null;
      render();
    }

    render();
    return {
      update: function (next) {
        if (next?.language && next.language !== language) {
          language = next.language;
          render();
        }
      },
      unmount: function () {
        element.replaceChildren();
      },
    };
  }

  window.WLMiniGame = { version: version, mount: mount };
}
