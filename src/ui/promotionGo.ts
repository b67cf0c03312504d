// The go button of a promotion, as home's activity buttons, the reward centre and the activity page all
// show it: visible by the rules of spec section 2, leading to its type's page or to the app download.
import { useEffect } from 'react';
import type { PromotionType } from '../config/types.generated.ts';
import { goButtonVisible, hasVipBenefits, promotionTarget } from '../rules/promotionTarget.ts';
import { useStores } from '../stores/index.ts';
import { useLoggedIn } from './serverView.ts';
import { useCarryNavigate } from './navigation.tsx';

/**
 * What the go button of `type` does, or undefined while it is hidden for this player. A member whose
 * type is not known yet sees no button until it is, so a member of an excluded type never sees one flash.
 * Call it from an observer component.
 */
export function usePromotionGo(type: PromotionType | undefined): (() => void) | undefined {
  const stores = useStores();
  const { session, member } = stores;
  const navigate = useCarryNavigate();
  const loggedIn = useLoggedIn();
  const needsInfo = loggedIn && !member.info;
  useEffect(() => {
    if (needsInfo) void member.fetch();
  }, [needsInfo, member]);
  if (!type) return undefined;
  const typeKnown = !loggedIn || member.info !== undefined || session.info?.type !== undefined;
  // A visitor's type (-1) in the server's view, whatever the session.
  const memberType = loggedIn ? member.type : -1;
  if (!typeKnown || !goButtonVisible(type, memberType, hasVipBenefits(loggedIn ? member.info?.clubLabel : undefined))) return undefined;
  const target = promotionTarget(type);
  return target.kind === 'route' ? () => navigate(target.to) : () => void stores.site.openAppDownload(stores.platform);
}
