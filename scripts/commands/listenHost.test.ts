import { EVERY_INTERFACE, listenHost, PREVIEW_HOST } from './preview.ts';

describe('listenHost', () => {
  it.each([
    { name: 'preview without --host: this machine only', option: undefined, fallback: PREVIEW_HOST, expected: '127.0.0.1' },
    { name: 'a bare --host: every interface, as Vite does', option: true, fallback: PREVIEW_HOST, expected: EVERY_INTERFACE },
    { name: '--host with an address', option: '192.0.2.2', fallback: PREVIEW_HOST, expected: '192.0.2.2' },
    { name: 'serve without --host: every interface', option: undefined, fallback: EVERY_INTERFACE, expected: '0.0.0.0' },
  ])('$name', ({ option, fallback, expected }) => {
    expect(listenHost(option, fallback)).toBe(expected);
  });
});
