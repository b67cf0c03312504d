import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { fetchMemberInfo } from '../../api/calls.ts';
import type { MemberInfo } from '../../api/types.ts';
import type { PromotionType } from '../../config/types.generated.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { clubLabel, flushPromises, makeStores, memberInfo, renderWithStores, seed } from '../../../tests/unit/fixtures.tsx';
import ActivityButton from './ActivityButton.tsx';
import { blockProps } from '../../../tests/support/props.ts';

vi.mock('../../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
}));

const TITLES: Partial<Record<PromotionType, string>> = {
  LOGIN: 'Daily sign-in',
  REFERRAL: 'Invite friends',
  UPGRADE_BONUS: 'VIP upgrade bonus',
  APP_DOWNLOAD: 'Get the app',
};

/** Stores whose merchant runs one promotion of each type in TITLES (all on unless `enabled` is false). */
function storesWith({ enabled = true, member }: { enabled?: boolean; member?: Partial<MemberInfo> } = {}): RootStore {
  const stores = makeStores();
  const types = Object.keys(TITLES) as PromotionType[];
  seed(stores.content.promotions, {
    promotions: types.map((promotionType, i) => ({ id: i + 1, promotionType, title: TITLES[promotionType]!, enabled })),
    available: Object.fromEntries(types.map((type) => [type, { enabled, count: enabled ? 1 : 0 }])),
  });
  if (member) {
    stores.session.save({ token: 'tok', type: member.type });
    runInAction(() => (stores.member.info = memberInfo({ ...member })));
  }
  return stores;
}

const button = (type: PromotionType, stores: RootStore, url = '/m/home') =>
  renderWithStores(<ActivityButton id="b" props={blockProps('activity-button', { promotionType: type, icon: 'gift' })} renderChildren={() => []} />, {
    stores,
    url,
  });

describe('activity button', () => {
  test("goes to its promotion type's page, carrying the query", async () => {
    button('LOGIN', storesWith({ member: { type: 0 } }), '/m/home?fbclid=F1');
    await userEvent.click(screen.getByRole('button', { name: 'Daily sign-in' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity/signIn?fbclid=F1');
  });

  test('is hidden while the promotion is off', () => {
    button('LOGIN', storesWith({ enabled: false, member: { type: 0 } }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test.each([
    { who: 'a visitor', member: undefined, type: 'LOGIN', shown: false },
    { who: 'a visitor', member: undefined, type: 'REFERRAL', shown: true },
    { who: 'a type 1 member', member: { type: 1 }, type: 'LOGIN', shown: true },
    { who: 'a type 1 member', member: { type: 1 }, type: 'REFERRAL', shown: false },
    { who: 'a type 4 member', member: { type: 4 }, type: 'LOGIN', shown: false },
    { who: 'a type 0 member without VIP benefits', member: { type: 0 }, type: 'UPGRADE_BONUS', shown: false },
    {
      who: 'a type 0 member with VIP benefits',
      member: { type: 0, clubLabel: clubLabel({ labelName: 'Gold', type: 'AUTO' }) },
      type: 'UPGRADE_BONUS',
      shown: true,
    },
  ] as const)('$who sees the $type button: $shown', ({ member, type, shown }) => {
    button(type, storesWith({ member }));
    expect(screen.queryByRole('button', { name: TITLES[type] }) !== null).toBe(shown);
  });

  test('a member whose type is not known yet sees no button until the member info says it', async () => {
    let answer: (info: MemberInfo) => void = () => undefined;
    vi.mocked(fetchMemberInfo).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const stores = storesWith();
    stores.session.save({ token: 'tok-from-query' });
    button('LOGIN', stores);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    answer(memberInfo({ type: 2 }));
    await flushPromises();
    expect(await screen.findByRole('button', { name: 'Daily sign-in' })).toBeInTheDocument();
  });

  test("the app-download button opens the merchant's app link, and stays on the page", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    button('APP_DOWNLOAD', storesWith({ member: { type: 0 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Get the app' }));
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.apk', '_blank', 'noopener');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/home');
    open.mockRestore();
  });
});
