// Every route of the product, under /m.
export const HOME_PATHS = ['/m/home', '/m/index', '/m/index.html', '/', '/m/', '/m'] as const;

export const PATHS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  memberHome: '/m/member/home',
  changePassword: '/m/changePsw',
  forgotPassword: '/m/forgotPassword',
  launchGame: '/m/launchGame',
  game: '/m/game',
  appDownload: '/m/appDownload',
  activity: '/m/activity',
  rewardCenter: '/m/rewardCenter',
  signIn: '/m/activity/signIn',
  noviceTask: '/m/activity/noviceTask',
  rescue: '/m/activity/rescue',
  voucherCenter: '/m/voucherCenter',
  inviteFriends: '/m/inviteFriends',
  leaderBoard: '/m/leaderBoard',
  benefits: '/m/member/benefits',
  feedback: '/m/feedback',
  lineSpeedTest: '/m/lineSpeedTest',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS] | (typeof HOME_PATHS)[number];

export const isHomePath = (pathname: string): boolean => (HOME_PATHS as readonly string[]).includes(pathname);
