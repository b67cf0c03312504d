// Every route of the product (spec section 2), keyed by a closed PageName union. Adding a page: a folder
// here and one line below. A page loads with its code and its message bundles; a page laid out by a
// template also starts the overlays that template declares; a page with a first screen is rendered on
// the server, and says there what its first screen needs (firstScreen.ts).
import type { ComponentType } from 'react';
import type { SiteConfig } from '../config/types.generated.ts';
import type { Bundle } from '../i18n/loadMessages.ts';
import type { GuardPolicy } from '../rules/guard.ts';
import { HOME_PATHS, PATHS, type AppPath } from '../rules/paths.ts';
import type { StatusScreen } from '../rules/statusScreen.ts';
import type { FirstScreen } from './firstScreen.ts';
import { homeFirstScreen } from './home/firstScreen.ts';
import { inviteFriendsFirstScreen } from './member/inviteFirstScreen.ts';

export interface PageDefinition {
  paths: readonly AppPath[];
  page: () => Promise<{ default: ComponentType }>;
  guard: GuardPolicy;
  /** Message bundles beyond the core one. */
  bundles?: readonly Bundle[];
  /** The site-config page whose template lays this one out and declares its overlays. */
  template?: 'home';
  /** A route of the merchant's own (site config) that shows this page too. */
  configuredPath?: (config: SiteConfig) => string | undefined;
  /** Rendered on the server for a visitor who lands on it: what its first screen needs. */
  firstScreen?: FirstScreen;
}

const ACCOUNT = ['account'] as const;
const MEMBER = ['member'] as const;
const ACTIVITIES = ['activities'] as const;
const STATUS_BUNDLES = ['status'] as const;

export const pageRegistry = {
  home: { paths: HOME_PATHS, page: () => import('./home/HomePage.tsx'), guard: 'public', template: 'home', firstScreen: homeFirstScreen },
  login: {
    paths: [PATHS.login],
    page: () => import('./account/LoginPage.tsx'),
    guard: 'public',
    bundles: ACCOUNT,
    firstScreen: { source: 'src/pages/account/LoginPage.tsx' },
  },
  register: {
    paths: [PATHS.register, PATHS.registerHtml],
    page: () => import('./account/RegisterPage.tsx'),
    guard: 'public',
    bundles: ACCOUNT,
    firstScreen: { source: 'src/pages/account/RegisterPage.tsx' },
  },
  changePassword: { paths: [PATHS.changePassword], page: () => import('./account/ChangePasswordPage.tsx'), guard: 'member', bundles: ACCOUNT },
  forgotPassword: { paths: [PATHS.forgotPassword], page: () => import('./account/ForgotPasswordPage.tsx'), guard: 'public', bundles: ACCOUNT },
  memberHome: { paths: [PATHS.memberHome], page: () => import('./member/MemberHomePage.tsx'), guard: 'member', bundles: MEMBER },
  launchGame: { paths: [PATHS.launchGame], page: () => import('./games/LaunchGamePage.tsx'), guard: 'member', bundles: ['games'] },
  game: { paths: [PATHS.game], page: () => import('./games/GamePage.tsx'), guard: 'member', bundles: ['games'] },
  appDownload: { paths: [PATHS.appDownload], page: () => import('./app-download/AppDownloadPage.tsx'), guard: 'member', bundles: ['app-download'] },
  activity: { paths: [PATHS.activity], page: () => import('./activities/ActivityPage.tsx'), guard: 'member', bundles: ACTIVITIES },
  rewardCenter: { paths: [PATHS.rewardCenter], page: () => import('./activities/RewardCenterPage.tsx'), guard: 'member', bundles: ACTIVITIES },
  signIn: { paths: [PATHS.signIn], page: () => import('./activities/SignInPage.tsx'), guard: 'member', bundles: ACTIVITIES },
  noviceTask: { paths: [PATHS.noviceTask], page: () => import('./activities/NoviceTaskPage.tsx'), guard: 'member', bundles: ACTIVITIES },
  rescue: { paths: [PATHS.rescue], page: () => import('./activities/RescuePage.tsx'), guard: 'member', bundles: ACTIVITIES },
  voucherCenter: { paths: [PATHS.voucherCenter], page: () => import('./activities/VoucherCenterPage.tsx'), guard: 'member', bundles: ACTIVITIES },
  inviteFriends: {
    paths: [PATHS.inviteFriends],
    page: () => import('./member/InviteFriendsPage.tsx'),
    guard: 'public',
    bundles: MEMBER,
    firstScreen: inviteFriendsFirstScreen,
  },
  leaderBoard: { paths: [PATHS.leaderBoard], page: () => import('./member/LeaderBoardPage.tsx'), guard: 'member', bundles: MEMBER },
  benefits: { paths: [PATHS.benefits], page: () => import('./member/BenefitsPage.tsx'), guard: 'member', bundles: MEMBER },
  feedback: { paths: [PATHS.feedback], page: () => import('./member/FeedbackPage.tsx'), guard: 'member-else-home', bundles: MEMBER },
  lineSpeedTest: {
    paths: [PATHS.lineSpeedTest],
    page: () => import('./line-speed/LineSpeedTestPage.tsx'),
    guard: 'public',
    bundles: ['line-speed'],
    configuredPath: (config) => config.lineSpeedTest?.path,
  },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof pageRegistry;

/** The pages rendered on the server: those whose entry declares a first screen. */
export type EntryPage = { [K in PageName]: (typeof pageRegistry)[K] extends { firstScreen: FirstScreen } ? K : never }[PageName];

export const ENTRY_PAGES = (Object.keys(pageRegistry) as PageName[]).filter((name): name is EntryPage => 'firstScreen' in pageRegistry[name]);

/** The entry page a path is, as the registry's paths say; undefined for any other. */
export const entryPageAt = (pathname: string): EntryPage | undefined =>
  ENTRY_PAGES.find((page) => (pageRegistry[page].paths as readonly string[]).includes(pathname));

/** Any path the router does not know. */
export const notFoundPage = () => import('./NotFoundPage.tsx');

/** The screens that stand in for the whole site while the status call says so (no route, no guard). */
export const statusScreens = {
  maintenance: { page: () => import('./status/MaintenancePage.tsx'), bundles: STATUS_BUNDLES },
  'access-denied': { page: () => import('./status/AccessDeniedPage.tsx'), bundles: STATUS_BUNDLES },
} as const satisfies Record<StatusScreen, Pick<PageDefinition, 'page' | 'bundles'>>;
