import type { ReferralInfo } from '../../config/types.generated.ts';
import type { FirstScreen } from '../firstScreen.ts';

const referralStore = () => import('../../stores/ReferralStore.ts').then(({ ReferralStore }) => ReferralStore);

/** Invite friends renders on the server with how inviting works, as a visitor is told; not without it. */
export const inviteFriendsFirstScreen: FirstScreen<ReferralInfo> = {
  source: 'src/pages/member/InviteFriendsPage.tsx',
  async load(stores) {
    const referral = stores.feature(await referralStore());
    await referral.refresh();
    if (!referral.info.value) throw new Error('the referral info did not arrive');
    return referral.info.value;
  },
  async seed(stores, loaded) {
    if (loaded) stores.feature(await referralStore()).seed(loaded);
  },
};
