import { describe, expect, it } from 'vitest';
import { fleetFor, type FleetCase } from './fleetFixture.ts';
import { flagNeeds, pngSize } from './flagNeeds.ts';

const forceDownloadOff = {
  pointer: '/pages/home/template',
  severity: 'warning',
  message: /force-download popup "forceDownload" .* never shows: FORCEDOWNLOAD3 is off/,
  fix: 'add "forceDownload" to pages.home.disabled',
};

describe('flag-needs', () => {
  it.each<[string, FleetCase, { pointer: string; severity?: string; message: RegExp; suggestion?: string; fix?: string }[]]>([
    ['the shipped merchant', {}, []],
    [
      'a force-download popup waiting for FORCEDOWNLOAD3',
      {
        merchant: (m) => {
          delete m.pages.home.disabled;
        },
      },
      [forceDownloadOff],
    ],
    [
      'A2HS3 on with the install prompt disabled',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload', 'installPrompt'];
        },
      },
      [{ pointer: '/whitelabel/A2HS3/enabled', message: /A2HS3 is on, and no page .* shows an install-prompt popup/ }],
    ],
    [
      'A2HS3 off with the install prompt declared',
      {
        merchant: (m) => {
          m.whitelabel!.A2HS3!.enabled = false;
          m.pages.home.disabled = ['forceDownload'];
        },
      },
      [
        {
          pointer: '/pages/home/template',
          severity: 'warning',
          message: /install-prompt popup "installPrompt" .* A2HS3 is off/,
          fix: 'add "installPrompt" to pages.home.disabled',
        },
      ],
    ],
    [
      'an install icon that is not a PNG',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.templateParameters.pwa.icons['192x192'] = '/cdn/sorte777/banner-1.webp';
        },
      },
      [{ pointer: '/templateParameters/pwa/icons/192x192', message: /banner-1\.webp is not a PNG image/ }],
    ],
    [
      'an install icon of another size',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.templateParameters.pwa.icons['192x192'] = '/cdn/sorte777/icon-512.png';
        },
      },
      [{ pointer: '/templateParameters/pwa/icons/192x192', message: /icon-512\.png is 512x512 pixels, not 192x192/ }],
    ],
    [
      'a mini-game version with no script',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.whitelabel!.LOTTMINIGAME3 = { enabled: true, version: 'v2' };
        },
      },
      [{ pointer: '/whitelabel/LOTTMINIGAME3/version', message: /version v2, and there is no mini-game script/, suggestion: 'v1' }],
    ],
    [
      'both mini-games on',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.whitelabel!.LOTTMINIGAME3!.enabled = true;
          m.whitelabel!.SEALOTTMINIGAME3!.enabled = true;
        },
      },
      [{ pointer: '/whitelabel/SEALOTTMINIGAME3/enabled', severity: 'warning', message: /used only while LOTTMINIGAME3 is off/ }],
    ],
    [
      'CBS3 on without customer service',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.customerService = [];
        },
      },
      [{ pointer: '/whitelabel/CBS3/enabled', message: /no customer-service entry/ }],
    ],
    [
      'CBS3 off under a footer asking for chat',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.whitelabel!.CBS3!.enabled = false;
        },
      },
      [{ pointer: '/pages/home/template', severity: 'warning', message: /footer "footer" asks for the chat button, which never shows: CBS3 is off/ }],
    ],
    [
      'the reward centre on with nothing on offer',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          m.content.promotions.forEach((p) => {
            p.enabled = false;
          });
        },
      },
      [{ pointer: '/whitelabel/REWARDCENTER3/enabled', message: /REWARDCENTER3 is on, and no promotion is on offer/ }],
    ],
    [
      'promotions with the reward centre off',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          delete m.whitelabel!.REWARDCENTER3;
        },
      },
      [{ pointer: '/content/promotions', severity: 'warning', message: /7 promotions are on offer, and REWARDCENTER3 is off/ }],
    ],
    [
      'force download on without an app link',
      {
        merchant: (m) => {
          m.whitelabel!.FORCEDOWNLOAD3!.enabled = true;
          m.pages.home.disabled = [];
          m.resources.downloads = m.resources.downloads!.filter((d) => d.resourceType === 'AppDownloadIcon');
        },
      },
      [{ pointer: '/whitelabel/FORCEDOWNLOAD3/enabled', message: /no Android or iPhone app link/ }],
    ],
    [
      'force download on with its popup disabled',
      {
        merchant: (m) => {
          m.whitelabel!.FORCEDOWNLOAD3!.enabled = true;
        },
      },
      [{ pointer: '/whitelabel/FORCEDOWNLOAD3/enabled', message: /no page of this merchant shows a force-download popup: .* disabled list/ }],
    ],
    [
      'push settings gone under a push prompt',
      {
        merchant: (m) => {
          m.pages.home.disabled = ['forceDownload'];
          delete m.push;
        },
      },
      [
        {
          pointer: '/pages/home/template',
          severity: 'warning',
          message: /push-prompt popup "push" .* the merchant has no push settings/,
          fix: 'add "push" to pages.home.disabled',
        },
      ],
    ],
  ])('%s', (_name, fleetCase, expected) => {
    const found = flagNeeds.check(fleetFor(fleetCase));
    expect(
      found.map((f) => ({
        pointer: f.pointer,
        message: f.message,
        ...(f.severity ? { severity: f.severity } : {}),
        ...(f.suggestion ? { suggestion: f.suggestion } : {}),
        ...(f.fix ? { fix: f.fix.description } : {}),
      })),
    ).toEqual(expected.map((e) => ({ ...e, message: expect.stringMatching(e.message) })));
  });

  it('the fix keeps what the page already disables', () => {
    const [finding] = flagNeeds.check(
      fleetFor({
        merchant: (m) => {
          m.pages.home.disabled = ['popup2'];
        },
      }),
    );
    expect(finding.message).toMatch(/force-download popup/);
    expect(finding.fix?.changes).toEqual([{ path: ['pages', 'home', 'disabled'], value: ['popup2', 'forceDownload'] }]);
  });

  it.each([
    [Buffer.from('89504e470d0a1a0a0000000d4948445200000040000000200806000000', 'hex'), { width: 64, height: 32 }],
    [Buffer.from('RIFF....WEBPVP8 ', 'ascii'), undefined],
    [Buffer.alloc(4), undefined],
  ])('pngSize %#', (bytes, size) => expect(pngSize(bytes)).toEqual(size));
});
