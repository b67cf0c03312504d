// A token handed over in the query: adopted only once the server names its member, never over another
// member's session.
import { fetchMemberInfo, fetchMemberInfoOf } from '../api/calls.ts';
import { ApiError } from '../api/failures.ts';
import { makeStores, memberInfo, siteConfig } from '../../tests/unit/fixtures.tsx';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
  fetchMemberInfoOf: vi.fn(),
}));

const LINKED = 'a'.repeat(64);
const member = (id: number, userName: string) => memberInfo({ id, userName });

beforeEach(() => {
  vi.mocked(fetchMemberInfo).mockResolvedValue(member(7, 'lucky8'));
});
afterEach(() => {
  vi.mocked(fetchMemberInfoOf).mockReset();
});

describe('SessionStore.adoptQueryToken', () => {
  test('a visitor gets the session once the server confirms the token, not before', async () => {
    let answer: (info: ReturnType<typeof member>) => void = () => undefined;
    vi.mocked(fetchMemberInfoOf).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const stores = makeStores(siteConfig('royal88'));
    const adopting = stores.session.adoptQueryToken(LINKED);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.awaitsVerdict(LINKED)).toBe(true);
    answer(member(7, 'lucky8'));
    await adopting;
    expect(fetchMemberInfoOf).toHaveBeenCalledWith(expect.anything(), LINKED);
    expect(stores.session.info).toMatchObject({ token: LINKED, id: 7, userName: 'lucky8', merchantCode: 'royal88' });
    expect(stores.session.awaitsVerdict(LINKED)).toBe(false);
  });

  test('a dead token is turned down once and the visitor stays a visitor', async () => {
    vi.mocked(fetchMemberInfoOf).mockRejectedValue(new ApiError('CUSTOMER_NOT_LOGIN', { status: 401 }));
    const stores = makeStores(siteConfig('royal88'));
    await stores.session.adoptQueryToken(LINKED);
    await stores.session.adoptQueryToken(LINKED);
    expect(fetchMemberInfoOf).toHaveBeenCalledTimes(1);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.awaitsVerdict(LINKED)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  test("another member's token never replaces the session of the member logged in", async () => {
    vi.mocked(fetchMemberInfoOf).mockResolvedValue(member(99, 'stranger'));
    const stores = makeStores(siteConfig('royal88'));
    stores.session.save({ token: 'mine', id: 7, userName: 'lucky8' });
    await stores.session.adoptQueryToken(LINKED);
    expect(stores.session.info).toMatchObject({ token: 'mine', id: 7, userName: 'lucky8' });
    expect(stores.session.awaitsVerdict(LINKED)).toBe(false);
  });

  test("the same member's new token replaces the old one", async () => {
    vi.mocked(fetchMemberInfoOf).mockResolvedValue(member(7, 'lucky8'));
    const stores = makeStores(siteConfig('royal88'));
    stores.session.save({ token: 'older', id: 7, userName: 'lucky8' });
    await stores.session.adoptQueryToken(LINKED);
    expect(stores.session.token).toBe(LINKED);
  });
});
