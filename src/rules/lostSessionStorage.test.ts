import { STORAGE_KEYS } from '../platform/storage.ts';
import { WEB_CLIP_KEY } from '../platform/shell.ts';
import { POSITION_KEY } from '../stores/MiniGameStore.ts';
import { PUSH_DISMISSED_KEY } from '../stores/PushStore.ts';
import { keptThroughLostSession } from './lostSessionStorage.ts';

describe('keptThroughLostSession', () => {
  test.each([
    { key: STORAGE_KEYS.memberSession, kept: false },
    { key: `${STORAGE_KEYS.cachePrefix}a1b2c3`, kept: false },
    { key: STORAGE_KEYS.lastGameLaunch, kept: false },
    { key: 'wl.someFeature.memberData', kept: false },
    { key: 'firebase:pendingRedirect', kept: false },
    { key: STORAGE_KEYS.downloadBarHidden, kept: true },
    { key: STORAGE_KEYS.installPromptSkipped, kept: true },
    { key: PUSH_DISMISSED_KEY, kept: true },
    { key: WEB_CLIP_KEY, kept: true },
    { key: POSITION_KEY, kept: true },
    { key: 'wl.appUpgrade.closedVersion', kept: true },
    { key: 'wl.saveImage.m_popup1.show', kept: true },
    { key: 'wl.saveImage.m_popup2.show', kept: true },
    { key: 'wl.saveImage.m_popup1.file', kept: false },
    { key: 'wl.downloadBar.hidden.extra', kept: false },
  ])('$key: kept $kept', ({ key, kept }) => {
    expect(keptThroughLostSession(key)).toBe(kept);
  });
});
