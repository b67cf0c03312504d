// Every route of the product (spec section 2), keyed by a closed PageName union. Adding a page: a folder
// here and one line below. A page loads with its code and its message bundles; a page laid out by a
// template also starts the overlays that template declares.
import type { ComponentType } from 'react';
import type { Bundle } from '../i18n/loadMessages.ts';
import type { GuardPolicy } from '../rules/guard.ts';
import { HOME_PATHS, PATHS, type AppPath } from '../rules/paths.ts';

export interface PageDefinition {
  paths: readonly AppPath[];
  page: () => Promise<{ default: ComponentType }>;
  guard: GuardPolicy;
  /** Message bundles beyond the core one. */
  bundles?: readonly Bundle[];
  /** The site-config page whose template lays this one out and declares its overlays. */
  template?: 'home';
}

const ACCOUNT = ['account'] as const;
const plain = (titleId: string) => () => import('./PlainPage.tsx').then((m) => ({ default: m.plainPage(titleId) }));

export const pageRegistry = {
  home: { paths: HOME_PATHS, page: () => import('./home/HomePage.tsx'), guard: 'public', template: 'home' },
  login: { paths: [PATHS.login], page: () => import('./account/LoginPage.tsx'), guard: 'public', bundles: ACCOUNT },
  register: { paths: [PATHS.register, PATHS.registerHtml], page: () => import('./account/RegisterPage.tsx'), guard: 'public', bundles: ACCOUNT },
  changePassword: { paths: [PATHS.changePassword], page: () => import('./account/ChangePasswordPage.tsx'), guard: 'member', bundles: ACCOUNT },
  memberHome: { paths: [PATHS.memberHome], page: () => import('./account/MemberHomePage.tsx'), guard: 'member' },
  launchGame: { paths: [PATHS.launchGame], page: plain('page.launch_game'), guard: 'member' },
  game: { paths: [PATHS.game], page: plain('page.game'), guard: 'member' },
  appDownload: { paths: [PATHS.appDownload], page: plain('page.app_download'), guard: 'member' },
  activity: { paths: [PATHS.activity], page: plain('page.activity'), guard: 'member' },
  rewardCenter: { paths: [PATHS.rewardCenter], page: plain('page.reward_center'), guard: 'member' },
  signIn: { paths: [PATHS.signIn], page: plain('page.sign_in'), guard: 'member' },
  noviceTask: { paths: [PATHS.noviceTask], page: plain('page.novice_task'), guard: 'member' },
  rescue: { paths: [PATHS.rescue], page: plain('page.rescue'), guard: 'member' },
  voucherCenter: { paths: [PATHS.voucherCenter], page: plain('page.voucher_center'), guard: 'member' },
  inviteFriends: { paths: [PATHS.inviteFriends], page: plain('page.invite_friends'), guard: 'public' },
  leaderBoard: { paths: [PATHS.leaderBoard], page: plain('page.leader_board'), guard: 'member' },
  benefits: { paths: [PATHS.benefits], page: plain('page.benefits'), guard: 'member' },
  feedback: { paths: [PATHS.feedback], page: plain('page.feedback'), guard: 'member-else-home' },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof pageRegistry;

/** Any path the router does not know. */
export const notFoundPage = () => import('./NotFoundPage.tsx');
