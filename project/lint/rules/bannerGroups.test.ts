import { describe, expect, it } from 'vitest';
import { bannerGroups } from './bannerGroups.ts';
import { fleetFor, type FleetCase } from './fleetFixture.ts';

describe('banner-group', () => {
  it.each<[string, FleetCase, { pointer: string; message: RegExp; suggestion?: string }[]]>([
    ['the shipped merchant', {}, []],
    [
      'a carousel group no banner is in',
      {
        template: (t) => {
          t.blocks.banner.props!.group = 'm_promo';
        },
      },
      [
        { pointer: '/pages/home/template', message: /block "banner" .* shows banner group "m_promo"/ },
        { pointer: '/content/banners/0/groupName', message: /shows group "m_banner"/ },
        { pointer: '/content/banners/1/groupName', message: /shows group "m_banner"/ },
        { pointer: '/content/banners/2/groupName', message: /shows group "m_banner"/ },
      ],
    ],
    [
      'an override naming a mistyped group',
      {
        merchant: (m) => {
          m.pages.home.props!.banner.group = 'm_baner';
        },
      },
      [
        { pointer: '/pages/home/props/banner/group', message: /"m_baner", and no banner/, suggestion: 'm_banner' },
        { pointer: '/content/banners/0/groupName', message: /"m_banner"/, suggestion: 'm_baner' },
        { pointer: '/content/banners/1/groupName', message: /"m_banner"/, suggestion: 'm_baner' },
        { pointer: '/content/banners/2/groupName', message: /"m_banner"/, suggestion: 'm_baner' },
      ],
    ],
    [
      'a popup the merchant disabled needs no banner',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['popup2'];
          m.content.banners = m.content.banners!.filter((b) => b.groupName !== 'm_popup2');
        },
      },
      [],
    ],
    [
      'a banner in a group only a disabled popup shows',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['popup2'];
        },
      },
      [{ pointer: '/content/banners/4/groupName', message: /"popup2", the only part that shows group "m_popup2", is disabled/ }],
    ],
    [
      'a block left out of the order shows nothing',
      {
        merchant: (m) => {
          m.pages.home.order = ['top', 'notice', 'lanes'];
        },
      },
      [0, 1, 2].map((i) => ({ pointer: `/content/banners/${i}/groupName`, message: /"banner", the only part that shows group "m_banner"/ })),
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = bannerGroups.check(fleetFor(fleetCase));
    expect(found.map((f) => ({ pointer: f.pointer, message: f.message, ...(f.suggestion ? { suggestion: f.suggestion } : {}) }))).toEqual(
      expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })),
    );
  });
});
