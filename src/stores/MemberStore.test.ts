import { runInAction } from 'mobx';
import { fetchMemberInfo, pushMemberLanguage } from '../api/calls.ts';
import type { MemberInfo } from '../api/types.ts';
import { clubLabel, flushPromises, makeStores, memberInfo } from '../../tests/unit/fixtures.tsx';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
  pushMemberLanguage: vi.fn(),
}));

const member = (over: Partial<MemberInfo> = {}): MemberInfo => memberInfo({ type: 1, language: 'CN', ...over });

beforeEach(() => {
  vi.mocked(pushMemberLanguage).mockReset().mockResolvedValue(null);
  vi.mocked(fetchMemberInfo).mockReset();
});

/** Logged-in stores showing English, with the member's info as given. */
function storesWith(info: MemberInfo | undefined) {
  const stores = makeStores();
  stores.session.save({ token: 'tok-1' });
  runInAction(() => (stores.member.info = info));
  expect(stores.i18n.language).toBe('EN');
  return stores;
}

describe('MemberStore.syncLanguage', () => {
  test.each([
    { name: "the member's language differs", info: member({ language: 'CN' }), pushed: true },
    { name: 'the member has no language yet', info: member({ language: undefined }), pushed: true },
    { name: 'the member is type 4', info: member({ type: 4, language: 'CN' }), pushed: false },
    { name: 'the languages are equal', info: member({ language: 'EN' }), pushed: false },
    { name: 'the member info is not known', info: undefined, pushed: false },
  ])('when $name, pushed = $pushed', ({ info, pushed }) => {
    const stores = storesWith(info);
    stores.member.syncLanguage();
    if (pushed) {
      expect(pushMemberLanguage).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'EN');
      expect(stores.member.info?.language).toBe('EN');
      // Now equal: a second sync pushes nothing more.
      stores.member.syncLanguage();
      expect(pushMemberLanguage).toHaveBeenCalledTimes(1);
    } else {
      expect(pushMemberLanguage).not.toHaveBeenCalled();
      expect(stores.member.info).toEqual(info);
    }
  });

  test('a failed push is not an error the page sees', async () => {
    vi.mocked(pushMemberLanguage).mockRejectedValue(new Error('offline'));
    const stores = storesWith(member({ language: 'CN' }));
    expect(() => stores.member.syncLanguage()).not.toThrow();
    await flushPromises();
    expect(pushMemberLanguage).toHaveBeenCalledTimes(1);
  });

  test('fetching the member info syncs the language it came with', async () => {
    vi.mocked(fetchMemberInfo).mockResolvedValue(member({ language: 'TW' }));
    const stores = storesWith(undefined);
    await stores.member.fetch();
    expect(pushMemberLanguage).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'EN');
  });

  test('choosing another language pushes it for a member, then asks for the info again: its club label is in that language', async () => {
    const label = (labelName: string) => clubLabel({ labelId: 2, labelName, rankLevel: 2 });
    const stores = storesWith(member({ language: 'EN', clubLabel: label('Gold') }));
    vi.mocked(fetchMemberInfo).mockResolvedValue(member({ language: 'CN', clubLabel: label('黄金') }));
    await stores.i18n.setLanguage('CN');
    expect(pushMemberLanguage).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'CN');
    expect(stores.member.info?.language).toBe('CN');
    await vi.waitFor(() => expect(stores.member.info?.clubLabel?.labelName).toBe('黄金'));
    // The answer's language is the one pushed: nothing is pushed again.
    expect(pushMemberLanguage).toHaveBeenCalledTimes(1);
  });
});

describe('MemberStore.languageChanged', () => {
  test('an answer for a language no longer shown is dropped', async () => {
    let answerFirst!: (info: MemberInfo) => void;
    vi.mocked(fetchMemberInfo)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(member({ userName: 'in TW', language: 'TW' }));
    const stores = storesWith(member({ language: 'EN' }));
    const first = stores.i18n.setLanguage('CN');
    await first;
    await vi.waitFor(() => expect(fetchMemberInfo).toHaveBeenCalledTimes(1));
    await stores.i18n.setLanguage('TW');
    await vi.waitFor(() => expect(stores.member.info?.userName).toBe('in TW'));
    answerFirst(member({ userName: 'in CN', language: 'CN' }));
    await flushPromises();
    expect(stores.member.info?.userName).toBe('in TW');
  });
});
