// Fixtures for the studio's component tests: a small project (one template, two merchants using it), a
// real StudioStore opened on it through a fake of the studio's server, and a render in English.
// A test file mocks the network boundary itself, before its imports: vi.mock('../state/api.ts').
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from './messages/en.json';
import { studioApi, type CheckAnswer, type FileAnswer, type ProjectAnswer } from './state/api.ts';
import type { TemplateDoc } from './state/pageEdits.ts';
import { StudioStore } from './state/StudioStore.ts';

export const MERCHANT_PATH = 'merchants/royal88.json';
export const TEMPLATE_PATH = 'templates/casino-home.json';

export const templateDoc = (): TemplateDoc => ({
  name: 'casino-home',
  order: ['top', 'banner', 'lanes'],
  blocks: {
    top: { type: 'sticky-container', props: {}, order: ['header'], blocks: { header: { type: 'site-header', props: {} } } },
    banner: { type: 'banner-carousel', props: { group: 'm_banner' } },
    lanes: { type: 'game-lanes', props: { layout: 'grid' } },
  },
  overlays: { notice: { type: 'announcement-popup', priority: 80 }, upgrade: { type: 'app-upgrade' } },
});

export const merchantDoc = (code = 'royal88') => ({ code, defaultLanguage: 'CN', pages: { home: { template: 'casino-home' } } });

export function projectAnswer(): ProjectAnswer {
  const merchant = (name: string, title: string) => ({
    path: `merchants/${name}.json`,
    kind: 'merchant' as const,
    name,
    title,
    templates: { home: 'casino-home' },
  });
  return {
    defaultMerchant: 'royal88',
    files: [merchant('royal88', 'Royal 88'), merchant('lucky7', 'Lucky 7'), { path: TEMPLATE_PATH, kind: 'template', name: 'casino-home' }],
    schemas: {
      merchant: { type: 'object' },
      template: { type: 'object' },
      overlays: {},
      blocks: {
        'sticky-container': { title: 'Sticky container', 'x-category': 'layout', 'x-children': ['site-header', 'download-bar'] },
        'site-header': { title: 'Header', 'x-category': 'navigation', 'x-child-only': true, properties: { showLogin: { type: 'boolean', default: true } } },
        'download-bar': { title: 'Download bar', 'x-category': 'promotion', 'x-child-only': true },
        'banner-carousel': {
          title: 'Banner carousel',
          'x-category': 'promotion',
          'x-presets': [
            { name: 'wide', title: 'Wide banners', props: { group: 'm_banner', autoplayMs: 5000 } },
            { name: 'still', title: 'One still banner', props: { group: 'm_banner', autoplayMs: 0 } },
          ],
        },
        'game-lanes': { title: 'Game lanes', 'x-category': 'games', properties: { layout: { type: 'string', default: 'grid' } } },
      },
    },
    drafts: [],
    problems: [],
    checks: [],
  };
}

export const fileText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The studio's server as the store sees it: files on disk, kept drafts, the merchant's images, the check's answer. */
export interface FakeServer {
  disk: Map<string, string>;
  drafts: Map<string, NonNullable<FileAnswer['draft']>>;
  images: string[];
  check: CheckAnswer;
}

/** Answers the mocked studioApi from a fake server: drafts and discards get the check, a save writes the file. */
export function fakeServer(): FakeServer {
  const server: FakeServer = {
    disk: new Map([
      [MERCHANT_PATH, fileText(merchantDoc())],
      ['merchants/lucky7.json', fileText(merchantDoc('lucky7'))],
      [TEMPLATE_PATH, fileText(templateDoc())],
    ]),
    drafts: new Map(),
    images: ['/cdn/royal88/logo.png', '/cdn/royal88/banner-1.webp'],
    check: { problems: [], checks: [] },
  };
  for (const call of Object.values(studioApi)) vi.mocked(call).mockReset();
  vi.mocked(studioApi.file).mockImplementation(async (path) => ({ path, text: server.disk.get(path)!, draft: server.drafts.get(path) }));
  vi.mocked(studioApi.images).mockImplementation(async () => [...server.images]);
  vi.mocked(studioApi.draft).mockImplementation(async () => server.check);
  vi.mocked(studioApi.discard).mockImplementation(async () => server.check);
  vi.mocked(studioApi.save).mockImplementation(async (path, _baseText, value) => {
    const text = fileText(value);
    server.disk.set(path, text);
    return { status: 'saved', text, written: true };
  });
  return server;
}

/** A store opened on royal88's home page (its file and template read), as the studio's entry opens it. */
export async function openStudio(project = projectAnswer(), server = fakeServer()): Promise<{ store: StudioStore; server: FakeServer }> {
  const store = new StudioStore(project);
  await store.openCurrent();
  return { store, server };
}

/** Renders in the studio's English messages, as its entry does. */
export function renderStudio(ui: ReactNode) {
  return render(
    <IntlProvider locale="en" messages={en} defaultLocale="en">
      {ui}
    </IntlProvider>,
  );
}

/** Runs a change of the store made outside the page (a save, a file changed on disk) and lets the page draw it. */
export const acting = (change: () => unknown) => act(async () => void (await change()));

/**
 * jsdom has <dialog> without showModal and close: they are given here as a browser has them, so a modal's
 * own code runs. showModal opens it and focuses its first control, Escape sends it "cancel" (which closes
 * it unless the dialog prevents that), close closes it and says so.
 */
export function emulateModalDialogs(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>('button:not([disabled]), input, select, textarea, [href], [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    // A dialog a test's clean-up took away while open is no longer there to answer.
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
