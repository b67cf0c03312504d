import { describe, expect, it } from 'vitest';
import { TEMPLATE_FILE, fleetFor, type FleetCase } from './fleetFixture.ts';
import { overlayPacing } from './overlayPacing.ts';

describe('overlay-pacing', () => {
  it.each<[string, FleetCase, { pointer: string; severity?: string; message: RegExp }[]]>([
    ['the shipped template', {}, []],
    [
      'no popup per page view',
      {
        template: (t) => {
          t.overlayCaps = { perPageView: 0 };
        },
      },
      [{ pointer: '/overlayCaps/perPageView', message: /is 0, so none of the template's 7 popups ever shows/ }],
    ],
    [
      'no popup per session',
      {
        template: (t) => {
          t.overlayCaps = { perPageView: 0, perSession: 0 };
        },
      },
      [
        { pointer: '/overlayCaps/perPageView', message: /is 0/ },
        { pointer: '/overlayCaps/perSession', message: /is 0, .* \(default 4\)/ },
      ],
    ],
    [
      'caps of 0 and no popups',
      {
        template: (t) => {
          t.overlayCaps = { perPageView: 0, perSession: 0 };
          t.overlays = {};
        },
      },
      [],
    ],
    [
      'two popups of one priority',
      {
        template: (t) => {
          t.overlays!.popup2.priority = 40;
        },
      },
      [{ pointer: '/overlays/popup2/priority', severity: 'warning', message: /"popup2" has the priority of "popup1" \(40\)/ }],
    ],
    [
      'two popups of the default priority',
      {
        template: (t) => {
          delete t.overlays!.popup1.priority;
          delete t.overlays!.popup2.priority;
        },
      },
      [{ pointer: '/overlays/popup2', severity: 'warning', message: /\(50\)/ }],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = overlayPacing.check(fleetFor(fleetCase));
    expect(found.every((f) => f.file === TEMPLATE_FILE)).toBe(true);
    expect(found.map((f) => ({ pointer: f.pointer, message: f.message, ...(f.severity ? { severity: f.severity } : {}) }))).toEqual(
      expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })),
    );
  });
});
