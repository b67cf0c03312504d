import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/HomePage.tsx';
import { PlainPage } from '../pages/PlainPage.tsx';
import type { Bundle } from '../i18n/loadMessages.ts';
import { Guarded } from './Guarded.tsx';
import { NeedsMessages } from '../ui/NeedsMessages.tsx';
import { HOME_PATHS, PATHS } from '../rules/paths.ts';
import { Spinner } from '../ui/Spinner.tsx';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const LoginPage = lazy(() => import('../pages/account/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../pages/account/RegisterPage.tsx'));
const ChangePasswordPage = lazy(() => import('../pages/account/ChangePasswordPage.tsx'));
const MemberHomePage = lazy(() => import('../pages/account/MemberHomePage.tsx'));

/** Screens, with the message bundle each needs beyond the core one. */
const PAGE_ROUTES: [path: string, Page: React.ComponentType, bundle?: Bundle][] = [
  [PATHS.login, LoginPage, 'account'],
  [PATHS.register, RegisterPage, 'account'],
  [PATHS.registerHtml, RegisterPage, 'account'],
  [PATHS.changePassword, ChangePasswordPage, 'account'],
  [PATHS.memberHome, MemberHomePage],
];

/** Screens of later releases: each shows its title and a way back. */
const PLAIN_ROUTES: [path: string, titleId: string][] = [
  [PATHS.launchGame, 'page.launch_game'],
  [PATHS.game, 'page.game'],
  [PATHS.appDownload, 'page.app_download'],
  [PATHS.activity, 'page.activity'],
  [PATHS.rewardCenter, 'page.reward_center'],
  [PATHS.signIn, 'page.sign_in'],
  [PATHS.noviceTask, 'page.novice_task'],
  [PATHS.rescue, 'page.rescue'],
  [PATHS.voucherCenter, 'page.voucher_center'],
  [PATHS.inviteFriends, 'page.invite_friends'],
  [PATHS.leaderBoard, 'page.leader_board'],
  [PATHS.benefits, 'page.benefits'],
  [PATHS.feedback, 'page.feedback'],
];

const guarded = (element: ReactNode) => <Guarded>{element}</Guarded>;

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {HOME_PATHS.map((path) => <Route key={path} path={path} element={guarded(<HomePage />)} />)}
        {PAGE_ROUTES.map(([path, Page, bundle]) => (
          <Route key={path} path={path} element={guarded(bundle ? <NeedsMessages bundles={[bundle]}><Page /></NeedsMessages> : <Page />)} />
        ))}
        {PLAIN_ROUTES.map(([path, titleId]) => <Route key={path} path={path} element={guarded(<PlainPage titleId={titleId} />)} />)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
