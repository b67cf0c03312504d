import { fetchReferralInfo } from '../api/memberAreaCalls.ts';
import type { ReferralInfo } from '../config/types.generated.ts';
import { makeStores } from '../../tests/unit/fixtures.tsx';
import { ReferralStore } from './ReferralStore.ts';

vi.mock('../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/memberAreaCalls.ts')>()),
  fetchReferralInfo: vi.fn(),
}));

const visitorInfo: ReferralInfo = { steps: ['Share your link'], reward: null, code: null, invitedCount: null };
const memberInfo: ReferralInfo = { ...visitorInfo, code: 'ABCD2345', invitedCount: 3 };

beforeEach(() => {
  vi.mocked(fetchReferralInfo).mockReset().mockResolvedValue(visitorInfo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ReferralStore', () => {
  test('after a login the answer is asked for again, and a visit after that shows no visitor answer meanwhile', async () => {
    const stores = makeStores();
    const referral = stores.feature(ReferralStore);
    await referral.refresh();
    expect(referral.info.value).toEqual(visitorInfo);

    stores.session.save({ token: 'tok-1' });
    vi.mocked(fetchReferralInfo).mockResolvedValue(memberInfo);
    const pending = referral.refresh();
    expect(referral.info.value).toBeUndefined();
    await pending;
    expect(referral.info.value).toEqual(memberInfo);
    expect(fetchReferralInfo).toHaveBeenCalledTimes(2);
  });

  test("logging out forgets the member's code", async () => {
    const stores = makeStores();
    stores.session.save({ token: 'tok-1' });
    vi.mocked(fetchReferralInfo).mockResolvedValue(memberInfo);
    const referral = stores.feature(ReferralStore);
    await referral.refresh();
    stores.clear();
    expect(referral.info.value).toBeUndefined();
    expect(referral.copyState).toBe('idle');
  });

  test('copies through the Clipboard API on a secure page', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('isSecureContext', true);
    const referral = makeStores().feature(ReferralStore);
    await referral.copy('https://m.royal88.com/m/register?r=ABCD2345');
    expect(writeText).toHaveBeenCalledWith('https://m.royal88.com/m/register?r=ABCD2345');
    expect(referral.copyState).toBe('copied');
  });

  test('without the Clipboard API it falls back to the copy command, and says when that fails too', async () => {
    const execCommand = vi.fn().mockReturnValue(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const referral = makeStores().feature(ReferralStore);
    await referral.copy('link');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(referral.copyState).toBe('failed');
    execCommand.mockReturnValue(true);
    await referral.copy('link');
    expect(referral.copyState).toBe('copied');
  });

  test('shares with the Web Share API when there is one; a cancelled sheet copies nothing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const referral = makeStores().feature(ReferralStore);
    expect(referral.canShare).toBe(true);
    await referral.share({ title: 'Join', url: 'link' });
    expect(share).toHaveBeenCalledWith({ title: 'Join', url: 'link' });
    expect(execCommand).not.toHaveBeenCalled();
    expect(referral.copyState).toBe('idle');
  });

  test('without the Web Share API, share copies the link', async () => {
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const referral = makeStores().feature(ReferralStore);
    expect(referral.canShare).toBe(false);
    await referral.share({ url: 'link' });
    expect(referral.copyState).toBe('copied');
  });
  test('a visitor answer the server sent is not asked for again in that page view; a member asks for their own', async () => {
    const stores = makeStores();
    const referral = stores.feature(ReferralStore);
    referral.seed(visitorInfo);
    await referral.refresh();
    expect(fetchReferralInfo).not.toHaveBeenCalled();
    expect(referral.info.value).toEqual(visitorInfo);
    await referral.refresh();
    expect(fetchReferralInfo).toHaveBeenCalledTimes(1);

    const memberStores = makeStores();
    memberStores.session.save({ token: 't', userName: 'ann' } as never);
    const own = memberStores.feature(ReferralStore);
    vi.mocked(fetchReferralInfo).mockResolvedValue(memberInfo);
    own.seed(visitorInfo);
    await own.refresh();
    expect(own.info.value).toEqual(memberInfo);
  });
});
