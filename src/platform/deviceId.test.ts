// @vitest-environment jsdom
import { appUuid, asDeviceId, FINGERPRINT_CHECK_DEBOUNCE_MS, prepareDeviceId } from './deviceId.ts';

const fingerprintJs = vi.hoisted(() => ({ checks: 0 }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  prepareForSources: async () => void fingerprintJs.checks++,
  sources: {},
  loadSources: () => async () => ({}),
  hashComponents: () => '0123456789abcdef0123456789abcdef',
}));

test('a fingerprint becomes five dash-separated hex groups', () => {
  expect(asDeviceId('0123456789ABCDEF0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef');
  expect(asDeviceId('abc')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});

test('inside the native shell, the app UUID from the user agent, lower-cased', () => {
  expect(appUuid('Mozilla/5.0 (Linux; Android 14) WLApp/2.5.0 (0F8FAD5B-D9CB-469F-A165-70867728950E)')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  expect(appUuid('Mozilla/5.0 (iPhone)')).toBeUndefined();
});

test('the fingerprint check starts once the asking has been quiet for 300 ms, once for a burst', async () => {
  vi.useFakeTimers();
  try {
    localStorage.clear();
    prepareDeviceId();
    await vi.advanceTimersByTimeAsync(200);
    prepareDeviceId();
    await vi.advanceTimersByTimeAsync(FINGERPRINT_CHECK_DEBOUNCE_MS - 1);
    expect(fingerprintJs.checks).toBe(0);
    expect(localStorage.getItem('wl.deviceId')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
  } finally {
    vi.useRealTimers();
  }
  await vi.waitFor(() => expect(localStorage.getItem('wl.deviceId')).toBe('01234567-89ab-cdef-0123-456789abcdef'));
  expect(fingerprintJs.checks).toBe(1);
});
