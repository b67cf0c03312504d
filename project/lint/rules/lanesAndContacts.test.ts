import { describe, expect, it } from 'vitest';
import { fleetFor, type FleetCase } from './fleetFixture.ts';
import { contactEntries, laneBlocks } from './lanesAndContacts.ts';

const shape = (found: { pointer: string; message: string }[]) => found.map(({ pointer, message }) => ({ pointer, message }));

describe('lane-block', () => {
  it.each<[string, FleetCase, { pointer: string; message: RegExp }[]]>([
    ['the shipped merchant', {}, []],
    [
      'a lanes block and no lanes',
      {
        merchant: (m) => {
          m.content.lanes = [];
        },
      },
      [{ pointer: '/content/lanes', message: /block "lanes" of template "samba-home" .* has none/ }],
    ],
    [
      'lanes and the block disabled',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['lanes'];
        },
      },
      [{ pointer: '/content/lanes', message: /no player sees these 2 lanes/ }],
    ],
    [
      'no lanes and the block disabled',
      {
        merchant: (m) => {
          m.content.lanes = [];
          m.pages.home.disabled = ['lanes'];
        },
      },
      [],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    expect(shape(laneBlocks.check(fleetFor(fleetCase)))).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });
});

describe('contact-entry', () => {
  const second = { title: 'WhatsApp', path: 'x', csType: 'LIVECHAT', csPosition: 'footer' };
  it.each<[string, FleetCase, { pointer: string; message: RegExp }[]]>([
    ['one footer contact', {}, []],
    [
      'two footer contacts',
      {
        merchant: (m) => {
          m.customerService.push(second);
        },
      },
      [{ pointer: '/customerService/1/csPosition', message: /"WhatsApp" is marked footer after "Atendimento 24h"/ }],
    ],
    [
      'a second contact not marked',
      {
        merchant: (m) => {
          m.customerService.push({ ...second, csPosition: undefined });
        },
      },
      [],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    expect(shape(contactEntries.check(fleetFor(fleetCase)))).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });
});
