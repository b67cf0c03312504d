import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentWindowsAt } from './contentWindows.ts';
import { fleetFor, MERCHANT_FILE, TEMPLATE_FILE, type FleetCase } from './fleetFixture.ts';

// 2026-06-01T12:00Z: 09:00 in São Paulo, the zone of sorte777's activities (it names no time zone of its own).
const NOW = Date.UTC(2026, 5, 1, 12);
const merchant = path.basename(MERCHANT_FILE);
const template = path.basename(TEMPLATE_FILE);
const HOME_BLOCKS = ['top', 'banner', 'notice', 'activities', 'lanes', 'footer', 'download'];

describe('content-window', () => {
  it.each<[string, FleetCase, { file: string; pointer: string; message: RegExp }[]]>([
    ['the shipped merchant, no window at all', {}, []],
    [
      'a window in the future',
      {
        merchant: (m) => {
          m.content.banners[0].activeFrom = '2026-07-01T00:00';
        },
        template: (t) => {
          t.overlays!.popup1.activeFrom = '2026-07-01T00:00:00Z';
        },
      },
      [],
    ],
    [
      'a window open now',
      {
        merchant: (m) => {
          Object.assign(m.content.announcements[0], { activeFrom: '2026-05-01T00:00', activeUntil: '2026-07-01T00:00-03:00' });
        },
        template: (t) => {
          Object.assign(t.blocks.notice, { activeFrom: '2026-05-01T00:00', activeUntil: '2026-07-01T00:00' });
        },
      },
      [],
    ],
    [
      "a local moment is read in the merchant's time zone (10:00 in São Paulo is 13:00 UTC)",
      {
        merchant: (m) => {
          m.content.banners[0].activeUntil = '2026-06-01T10:00';
        },
      },
      [],
    ],
    [
      "the merchant's own time zone over its activities' (10:00 in Tokyo is 01:00 UTC)",
      {
        merchant: (m) => {
          m.timeZone = 'Asia/Tokyo';
          m.content.banners[0].activeUntil = '2026-06-01T10:00';
        },
      },
      [
        {
          file: merchant,
          pointer: '/content/banners/0/activeUntil',
          message: /^banner 1 \(m_banner\) is no longer shown: its window ended at 2026-06-01T10:00 Asia\/Tokyo time$/,
        },
      ],
    ],
    [
      'a moment the schema refuses is left to it',
      {
        merchant: (m) => {
          for (const banner of m.content.banners) banner.activeUntil = 'yesterday';
          m.content.lanes[0].activeFrom = '2026-6-1T00:00';
        },
      },
      [],
    ],
    [
      'a window that ends before it starts',
      {
        merchant: (m) => {
          Object.assign(m.content.banners[1], { activeFrom: '2026-08-01T00:00', activeUntil: '2026-07-01T00:00' });
        },
      },
      [
        {
          file: merchant,
          pointer: '/content/banners/1/activeUntil',
          message:
            /^banner 2 \(m_banner\) is never shown: its window ends \(2026-07-01T00:00 America\/Sao_Paulo time\) before it starts \(2026-08-01T00:00 America\/Sao_Paulo time\)$/,
        },
      ],
    ],
    [
      'a window that ends as it starts, the same moment written two ways',
      {
        merchant: (m) => {
          Object.assign(m.content.announcements[1], { activeFrom: '2026-08-01T00:00', activeUntil: '2026-08-01T03:00:00Z' });
        },
      },
      [
        {
          file: merchant,
          pointer: '/content/announcements/1/activeUntil',
          message: /^announcement \d+ is never shown: its window ends \(2026-08-01T03:00:00Z\) as it starts \(2026-08-01T00:00 America\/Sao_Paulo time\)$/,
        },
      ],
    ],
    [
      'a window already over',
      {
        merchant: (m) => {
          m.content.lanes[1].activeUntil = '2026-05-31T00:00:00+07:00';
        },
      },
      [
        {
          file: merchant,
          pointer: '/content/lanes/1/activeUntil',
          message: /^game lane 2 \(".+"\) is no longer shown: its window ended at 2026-05-31T00:00:00\+07:00$/,
        },
      ],
    ],
    [
      'a window over at the very moment of the check',
      {
        merchant: (m) => {
          m.content.banners[3].activeUntil = '2026-06-01T12:00:00Z';
        },
      },
      [
        { file: merchant, pointer: '/content/banners/3/activeUntil', message: /^banner 4 \(m_popup1\) is no longer shown/ },
        { file: merchant, pointer: '/content/banners', message: /^no banner of group m_popup1 is shown now: its only banner is out of its window$/ },
      ],
    ],
    [
      'every carousel banner out of its window',
      {
        merchant: (m) => {
          m.content.banners[0].activeUntil = '2026-01-01T00:00';
          m.content.banners[1].activeFrom = '2026-07-01T00:00';
          m.content.banners[2].activeFrom = '2026-06-01T10:00';
        },
      },
      [
        {
          file: merchant,
          pointer: '/content/banners/0/activeUntil',
          message: /^banner 1 \(m_banner\) is no longer shown: its window ended at 2026-01-01T00:00/,
        },
        { file: merchant, pointer: '/content/banners', message: /^no banner of group m_banner is shown now: all 3 of its banners are out of their windows$/ },
      ],
    ],
    [
      "a popup's group out of its window, and one carousel banner of three, which leaves the carousel alone",
      {
        merchant: (m) => {
          m.content.banners[0].activeFrom = '2026-07-01T00:00';
          m.content.banners[4].activeFrom = '2026-07-01T00:00';
        },
      },
      [{ file: merchant, pointer: '/content/banners', message: /^no banner of group m_popup2 is shown now: its only banner is out of its window$/ }],
    ],
    [
      'every lane yet to start',
      {
        merchant: (m) => {
          for (const lane of m.content.lanes) lane.activeFrom = '2026-12-24T00:00';
        },
      },
      [{ file: merchant, pointer: '/content/lanes', message: /^no game lane is shown now: both of the merchant's lanes are out of their windows$/ }],
    ],
    [
      'the only announcement out of its window',
      {
        merchant: (m) => {
          m.content.announcements = m.content.announcements.slice(0, 1);
          m.content.announcements[0].activeFrom = '2026-12-24T00:00';
        },
      },
      [{ file: merchant, pointer: '/content/announcements', message: /^no announcement is shown now: the merchant's only announcement is out of its window$/ }],
    ],
    [
      'no announcement at all is no window problem',
      {
        merchant: (m) => {
          m.content.announcements = [];
        },
      },
      [],
    ],
    [
      "a template's block and popup windows, local moments read in UTC",
      {
        template: (t) => {
          t.blocks.banner.activeUntil = '2026-06-01T11:00';
          Object.assign(t.overlays!.popup1, { activeFrom: '2026-06-02T00:00:00Z', activeUntil: '2026-06-01T00:00:00Z' });
          t.blocks.activities.blocks!.daily.activeUntil = '2026-01-01T00:00:00+07:00';
        },
      },
      [
        {
          file: template,
          pointer: '/blocks/banner/activeUntil',
          message: /^block "banner" of template "samba-home" is no longer shown: its window ended at 2026-06-01T11:00 UTC time$/,
        },
        { file: template, pointer: '/blocks/activities/blocks/daily/activeUntil', message: /^block "daily" of template "samba-home" is no longer shown/ },
        {
          file: template,
          pointer: '/overlays/popup1/activeUntil',
          message:
            /^popup "popup1" of template "samba-home" is never shown: its window ends \(2026-06-01T00:00:00Z\) before it starts \(2026-06-02T00:00:00Z\)$/,
        },
      ],
    ],
    [
      "a page whose every shown block is out of its window (in the merchant's zone)",
      {
        template: (t) => {
          for (const id of HOME_BLOCKS) t.blocks[id].activeFrom = '2026-06-01T10:00';
        },
      },
      [
        {
          file: merchant,
          pointer: '/pages/home/template',
          message: /^page "home" \(template "samba-home"\) shows nothing now: all 7 blocks it shows are out of their windows$/,
        },
      ],
    ],
    [
      "a page's blocks over in UTC and still shown in the merchant's zone",
      {
        template: (t) => {
          for (const id of HOME_BLOCKS) t.blocks[id].activeUntil = '2026-06-01T10:00';
        },
      },
      HOME_BLOCKS.map((id) => ({
        file: template,
        pointer: `/blocks/${id}/activeUntil`,
        message: new RegExp(`^block "${id}" of template "samba-home" is no longer shown`),
      })),
    ],
    [
      'a page with one block in its window',
      {
        template: (t) => {
          for (const id of HOME_BLOCKS.slice(1)) t.blocks[id].activeFrom = '2026-07-01T00:00';
        },
      },
      [],
    ],
    [
      "blocks out of the page's order count for nothing",
      {
        merchant: (m) => {
          m.pages.home.order = ['top', 'banner'];
        },
        template: (t) => {
          t.blocks.banner.activeFrom = '2026-07-01T00:00';
          t.blocks.top.activeFrom = '2026-07-01T00:00';
        },
      },
      [
        {
          file: merchant,
          pointer: '/pages/home/template',
          message: /^page "home" \(template "samba-home"\) shows nothing now: both blocks it shows are out of their windows$/,
        },
      ],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = contentWindowsAt(() => NOW).check(fleetFor(fleetCase));
    expect(found.map((f) => ({ file: path.basename(f.file), pointer: f.pointer, message: f.message }))).toEqual(
      expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })),
    );
  });
});
