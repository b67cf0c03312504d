import { describe, expect, it } from 'vitest';
import type { LanguageCode, LocalizedText } from '../../../src/config/types.generated.ts';
import { fallbackTexts, languagesWithoutFallback } from './fallbackTexts.ts';
import { fleetFor, type FleetCase } from './fleetFixture.ts';

const ALLOWED: LanguageCode[] = ['PT-BR', 'EN', 'ES'];

describe('languagesWithoutFallback', () => {
  it.each<[string, LocalizedText, LanguageCode[]]>([
    ['one text: the default language, so every language has one', 'Bônus', []],
    ['one blank text: no language has one', ' ', ['PT-BR', 'EN', 'ES']],
    ['every language written', { 'PT-BR': 'Bônus', EN: 'Bonus', ES: 'Bono' }, []],
    ['the default written: the others fall back on it', { 'PT-BR': 'Bônus' }, []],
    ['no default: the languages without their own', { EN: 'Bonus' }, ['PT-BR', 'ES']],
    ['a blank default counts as none', { 'PT-BR': '', EN: 'Bonus', ES: 'Bono' }, ['PT-BR']],
  ])('%s', (_name, text, missing) => {
    expect(languagesWithoutFallback(text, ALLOWED, 'PT-BR')).toEqual(missing);
  });
});

describe('no-fallback-text', () => {
  it.each<[string, FleetCase, { pointer: string; message: RegExp }[]]>([
    ['the shipped merchant: every text has its default', {}, []],
    [
      'a banner description without the default',
      {
        merchant: (m) => {
          m.content.banners[0].alt = { EN: 'First deposit bonus' };
        },
      },
      [
        {
          pointer: '/content/banners/0/alt',
          message:
            /^banner 1 \(m_banner\)'s image description has no text in PT-BR \(the default language\) or ES: players reading those get the EN text; write one in PT-BR at least$/,
        },
      ],
    ],
    [
      'a banner image per language without the default',
      {
        merchant: (m) => {
          m.content.banners[1].url = { EN: '/cdn/sorte777/banner-2.webp', ES: '/cdn/sorte777/banner-2.webp' };
        },
      },
      [
        {
          pointer: '/content/banners/1/url',
          message: /^banner 2 \(m_banner\) has no image in PT-BR \(the default language\): players reading it get the EN image/,
        },
      ],
    ],
    [
      'an announcement title (the marquee line) left blank',
      {
        merchant: (m) => {
          m.content.announcements[1].title = '  ';
        },
      },
      [
        {
          pointer: '/content/announcements/1/title',
          message:
            /^announcement 702's title \(its line in the marquee\) has no text in PT-BR \(the default language\), EN or ES: players reading those get no text/,
        },
      ],
    ],
    [
      'an announcement content in the default only is no error',
      {
        merchant: (m) => {
          m.content.announcements[0].content = '<p>Só em português</p>';
        },
      },
      [],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = fallbackTexts.check(fleetFor(fleetCase));
    expect(found.map((f) => ({ pointer: f.pointer, message: f.message }))).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });
});
