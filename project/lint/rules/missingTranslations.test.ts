import { describe, expect, it } from 'vitest';
import { fleetFor, type FleetCase } from './fleetFixture.ts';
import { missingTranslations } from './missingTranslations.ts';

describe('missing-translation', () => {
  it.each<[string, FleetCase, { pointer: string; message: RegExp }[]]>([
    [
      'every text in every language',
      {
        merchant: (m) => {
          m.content.announcements = m.content.announcements!.slice(0, 1);
        },
      },
      [],
    ],
    [
      'a content without English',
      {
        merchant: (m) => {
          m.content.announcements = m.content.announcements!.slice(1, 2);
          delete (m.content.announcements[0].content as Record<string, string>).EN;
        },
      },
      [{ pointer: '/content/announcements/0/content', message: /^announcement 702's content has no text in EN: players reading it get the PT-BR text$/ }],
    ],
    [
      'a plain string is the default language only',
      {
        merchant: (m) => {
          m.content.announcements = [];
          m.content.promotions[0].title = 'Bônus';
        },
      },
      [{ pointer: '/content/promotions/0/title', message: /promotion 301's title has no text in EN, ES: players reading those get/ }],
    ],
    [
      'a blank text counts as none',
      {
        merchant: (m) => {
          m.content.announcements = [];
          (m.content.promotions[1].rules as Record<string, string>).ES = ' ';
        },
      },
      [{ pointer: '/content/promotions/1/rules', message: /promotion 302's rules has no text in ES/ }],
    ],
    [
      'a banner description without Spanish',
      {
        merchant: (m) => {
          m.content.announcements = [];
          delete (m.content.banners[3].alt as Record<string, string>).ES;
        },
      },
      [{ pointer: '/content/banners/3/alt', message: /^banner 4 \(m_popup1\)'s image description has no text in ES: players reading it get the PT-BR text$/ }],
    ],
    [
      'no text in the default language either: an error of no-fallback-text, not this warning',
      {
        merchant: (m) => {
          m.content.announcements = [];
          m.content.banners[0].alt = { EN: 'Bonus' };
        },
      },
      [],
    ],
    [
      'a language the merchant does not allow',
      {
        merchant: (m) => {
          m.content.announcements = [];
          (m.content.promotions[2].title as Record<string, string>).FR = 'Parrainage';
        },
      },
      [{ pointer: '/content/promotions/2/title/FR', message: /written in FR, which languages.allowed does not list/ }],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = missingTranslations.check(fleetFor(fleetCase));
    expect(found.map((f) => ({ pointer: f.pointer, message: f.message }))).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });
});
