// Every group of /wps routes, one shape each: it declares its calls on the router from the one bag of
// what they answer from. Adding a group: a module here exporting `<name>Routes`, and one line below
// (registry.test.ts holds the folder to this list).
import { activityRoutes } from './activities.ts';
import { appReleaseRoutes } from './appRelease.ts';
import { authRoutes } from './auth.ts';
import { captchaRoutes } from './captcha.ts';
import { chatRoutes } from './chat.ts';
import { contentRoutes } from './content.ts';
import type { ApiRouter } from './context.ts';
import { cspReportRoutes } from './cspReport.ts';
import type { ApiDeps } from './deps.ts';
import { devOutboxRoutes } from './devOutboxes.ts';
import { fieldDataRoutes } from './fieldData.ts';
import { gameRoutes } from './game.ts';
import { memberRoutes } from './member.ts';
import { memberAreaRoutes } from './memberArea.ts';
import { newGameVendorRoutes } from './newGameVendors.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { pushRoutes } from './push.ts';
import { registerRoutes } from './register.ts';
import { sessionRoutes } from './session.ts';
import { systemRoutes } from './system.ts';
import { trackingRoutes } from './tracking.ts';
import { webAppRoutes } from './webApp.ts';

export type RouteGroup = (router: ApiRouter, deps: ApiDeps) => void;

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  systemRoutes,
  webAppRoutes,
  contentRoutes,
  sessionRoutes,
  memberRoutes,
  memberAreaRoutes,
  authRoutes,
  passwordResetRoutes,
  devOutboxRoutes,
  registerRoutes,
  captchaRoutes,
  activityRoutes,
  fieldDataRoutes,
  chatRoutes,
  gameRoutes,
  appReleaseRoutes,
  pushRoutes,
  trackingRoutes,
  newGameVendorRoutes,
  cspReportRoutes,
];
