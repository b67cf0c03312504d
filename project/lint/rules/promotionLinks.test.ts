import { describe, expect, it } from 'vitest';
import { fleetFor, type FleetCase } from './fleetFixture.ts';
import { promotionLinks } from './promotionLinks.ts';

describe('promotion-link', () => {
  it.each<[string, FleetCase, { pointer: string; severity?: string; message: RegExp; suggestion?: string }[]]>([
    ['the shipped merchant', {}, []],
    [
      'a banner of link type P naming no promotion',
      {
        merchant: (m) => {
          m.content.banners![2].linkage = '314';
        },
      },
      [{ pointer: '/content/banners/2/linkage', message: /leads to promotion 314, which this merchant does not have/, suggestion: '304' }],
    ],
    [
      'a banner link to an activity page naming no promotion',
      {
        merchant: (m) => {
          m.content.banners![0].linkage = '/m/activity?ttclid=1&id=999';
        },
      },
      [{ pointer: '/content/banners/0/linkage', message: /promotion 999/ }],
    ],
    [
      'a link in an announcement',
      {
        merchant: (m) => {
          (m.content.announcements![0].content as Record<string, string>).EN = '<a href="/m/activity?id=42">x</a>';
        },
      },
      [{ pointer: '/content/announcements/0/content/EN', message: /a link of the announcement leads to promotion 42/ }],
    ],
    [
      'a banner leading to a promotion switched off',
      {
        merchant: (m) => {
          m.content.promotions[3].enabled = false;
        },
      },
      [
        { pointer: '/content/banners/2/linkage', severity: 'warning', message: /promotion 304, which is switched off/ },
        { pointer: '/pages/home/template', severity: 'warning', message: /activity button "app" .* APP_DOWNLOAD promotions/ },
      ],
    ],
    [
      'an announcement for a type not on offer',
      {
        merchant: (m) => {
          m.content.promotions = m.content.promotions.filter((p) => p.promotionType !== 'LOGIN');
        },
      },
      [
        { pointer: '/pages/home/template', severity: 'warning', message: /activity button "daily" .* LOGIN promotions/ },
        { pointer: '/content/announcements/2/promotionType', severity: 'warning', message: /for LOGIN promotions/ },
      ],
    ],
    [
      'an activity button left out of its row shows nothing and needs nothing',
      {
        template: (t) => {
          t.blocks.activities.order = ['first', 'daily', 'friends', 'rescue'];
        },
        merchant: (m) => {
          m.content.promotions = m.content.promotions.filter((p) => p.promotionType !== 'APP_DOWNLOAD');
          m.content.banners!.splice(2, 1);
        },
      },
      [],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = promotionLinks.check(fleetFor(fleetCase));
    expect(
      found.map((f) => ({
        pointer: f.pointer,
        message: f.message,
        ...(f.severity ? { severity: f.severity } : {}),
        ...(f.suggestion ? { suggestion: f.suggestion } : {}),
      })),
    ).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });
});
