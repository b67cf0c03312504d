/* Generated from schema/ by "npm run gen". Do not edit: edit the schemas and run it again. */

export type PromotionType =
  | 'LOGIN'
  | 'REGISTER'
  | 'SAVIOR'
  | 'DEPOSIT'
  | 'FIRST_DEPOSIT'
  | 'SECOND_DEPOSIT'
  | 'THIRD_DEPOSIT'
  | 'FOURTH_DEPOSIT'
  | 'FIFTH_DEPOSIT'
  | 'DEPOSIT_COUNT'
  | 'DEPOSIT_BET_BONUS'
  | 'REFERRAL'
  | 'MISSION'
  | 'UPGRADE_BONUS'
  | 'APP_DOWNLOAD';
export type LanguageCode =
  | 'CN'
  | 'EN'
  | 'ES'
  | 'HI'
  | 'ID'
  | 'JA'
  | 'KM'
  | 'KO'
  | 'MY'
  | 'TA'
  | 'TH'
  | 'TW'
  | 'VI'
  | 'TY'
  | 'UR'
  | 'PT'
  | 'PT-BR'
  | 'MS'
  | 'BN'
  | 'TR';
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText1 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText2 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText3 =
  | string
  | {
      [k: string]: string;
    };
/**
 * The promotion whose go button leads here
 */
export type PromotionType1 =
  | 'LOGIN'
  | 'REGISTER'
  | 'SAVIOR'
  | 'DEPOSIT'
  | 'FIRST_DEPOSIT'
  | 'SECOND_DEPOSIT'
  | 'THIRD_DEPOSIT'
  | 'FOURTH_DEPOSIT'
  | 'FIFTH_DEPOSIT'
  | 'DEPOSIT_COUNT'
  | 'DEPOSIT_BET_BONUS'
  | 'REFERRAL'
  | 'MISSION'
  | 'UPGRADE_BONUS'
  | 'APP_DOWNLOAD';
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText4 =
  | string
  | {
      [k: string]: string;
    };
/**
 * Set for an activity item: it gets 'go to activity' and 'I know'
 */
export type PromotionType2 =
  | 'LOGIN'
  | 'REGISTER'
  | 'SAVIOR'
  | 'DEPOSIT'
  | 'FIRST_DEPOSIT'
  | 'SECOND_DEPOSIT'
  | 'THIRD_DEPOSIT'
  | 'FOURTH_DEPOSIT'
  | 'FIFTH_DEPOSIT'
  | 'DEPOSIT_COUNT'
  | 'DEPOSIT_BET_BONUS'
  | 'REFERRAL'
  | 'MISSION'
  | 'UPGRADE_BONUS'
  | 'APP_DOWNLOAD';
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText5 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText6 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText7 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText8 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText9 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText10 =
  | string
  | {
      [k: string]: string;
    };
/**
 * The vendors with new games, by account type (e.g. PG), served by GET /wps/relay/GCSGAME_newGameVendor for the html5 platform; the app marks their games as new.
 */
export type NewGameVendors = string[];
export type TaskStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
export type VoucherStatus = 'AVAILABLE' | 'USED' | 'EXPIRED';
/**
 * Origins the customer-service script (WPSCORE_getCustomerServiceScript) may be loaded from; 'self' is the site's own origin. A script from any other origin, or inline code, is refused. Empty or absent: no script is loaded
 */
export type CustomerServiceScriptOrigins = string[];
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText11 =
  | string
  | {
      [k: string]: string;
    };
/**
 * A text in one language, or in several keyed by language code; the API answers in the player's language, else the merchant's default, else the first given.
 */
export type LocalizedText12 =
  | string
  | {
      [k: string]: string;
    };
export type BlockInstance = {
  type: BlockType;
  props?: {
    [k: string]: unknown;
  };
  blocks?: {
    [k: string]: BlockInstance;
  };
  order?: string[];
};
export type BlockType =
  | 'activity-button'
  | 'activity-buttons'
  | 'banner-carousel'
  | 'download-bar'
  | 'game-lanes'
  | 'marquee'
  | 'site-footer'
  | 'site-header'
  | 'sticky-container';
export type OverlayInstance = {
  type: OverlayType;
  /**
   * Among the page's popups, the higher shows first
   */
  priority?: number;
  props?: {
    [k: string]: unknown;
  };
};
export type OverlayType =
  'announcement-popup' | 'app-upgrade' | 'force-download' | 'install-prompt' | 'push-prompt' | 'save-image-popup';

/**
 * One promotion entry; shown only while the merchant runs a promotion of this type.
 */
export interface ActivityButtonProps {
  promotionType: PromotionType;
  icon: 'gift' | 'calendar' | 'people' | 'phone' | 'trophy' | 'shield' | 'star' | 'ticket';
  /**
   * Overrides the promotion's title
   */
  label?: string;
}
/**
 * A row of promotion entry buttons; its child blocks are activity-button.
 */
export interface ActivityButtonsProps {
  columns?: number;
}
export interface BannerCarouselProps {
  /**
   * Banner groupName shown
   */
  group: string;
  autoplayMs?: number;
  aspectRatio?: string;
}
/**
 * App download bar; hidden in the app, in the home-screen version and when no link is set up.
 */
export interface DownloadBarProps {
  position: 'top' | 'bottom';
  rating?: number;
}
/**
 * Game category lanes from the game lanes call.
 */
export interface GameLanesProps {
  layout?: 'grid' | 'row';
  columns?: number;
}
/**
 * Scrolling notice line.
 */
export interface MarqueeProps {
  /**
   * Frames per second
   */
  speed?: number;
}
export interface SiteFooterProps {
  /**
   * Chat button opening the merchant's customer service
   */
  showChat?: boolean;
}
/**
 * Logo bar with log-in/register links for visitors and the member's name once logged in.
 */
export interface SiteHeaderProps {
  showLogin?: boolean;
  /**
   * Language picker when the merchant allows more than one
   */
  showLanguage?: boolean;
}
/**
 * Keeps its child blocks in view at the top or the bottom of the screen while the page scrolls.
 */
export interface StickyContainerProps {
  position?: 'top' | 'bottom';
}
export interface TemplateParameters {
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  image_logo: string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  apple_touch_icon?: string;
  desktop_app_feature?: boolean;
  description?: LocalizedText;
  pwa: PwaParameters;
}
export interface PwaParameters {
  /**
   * Names over 12 characters fall back to shortName in the web manifest
   */
  title: string;
  shortName: string;
  icons: PwaIcons;
}
export interface PwaIcons {
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  '192x192': string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  '256x256': string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  '384x384': string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  '512x512': string;
}
export interface Theme {
  primary: string;
  secondary: string;
  background: string;
  surface: string;
  text: string;
  headerColor?: string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  logo: string;
}
/**
 * Addresses in a merchant file or its content, as the app will use them (src/rules/safeUrl.ts holds the same rule).
 */
export interface Url {
  [k: string]: unknown;
}
/**
 * White-label feature flags; a flag left out is off. A2HS3 install prompt, CBS3 customer-service chat, LOTTMINIGAME3 lottery mini-game, SEALOTTMINIGAME3 South-east-Asia lottery mini-game, UPDATEMOBILEICC3 app update checks, AUTOLOGIN3 remember-me automatic login, FORCECHANGEPSW3 forced change of an expired password, MOBILEPREFIX3 mobile number prefix, FIREBASEREG3 account creation on phone or social sign-in, GEETEST3 captcha per scene, FORCEUPDATE3 mandatory app updates, REWARDCENTER3 reward centre, COUNTRYCODE3 country-code picker, STARTGAMEINAPP3 games only in the app or home-screen install and FORCEDOWNLOAD3 force-download modal.
 */
export interface WhitelabelFlags {
  A2HS3?: InstallPromptFlag;
  CBS3?: FlagToggle;
  LOTTMINIGAME3?: MiniGameFlag;
  SEALOTTMINIGAME3?: MiniGameFlag;
  UPDATEMOBILEICC3?: FlagToggle;
  AUTOLOGIN3?: FlagToggle;
  FORCECHANGEPSW3?: FlagToggle;
  MOBILEPREFIX3?: MobilePrefixFlag;
  FIREBASEREG3?: FlagToggle;
  GEETEST3?: CaptchaScenesFlag;
  FORCEUPDATE3?: FlagToggle;
  REWARDCENTER3?: FlagToggle;
  COUNTRYCODE3?: FlagToggle;
  STARTGAMEINAPP3?: FlagToggle;
  FORCEDOWNLOAD3?: ForceDownloadFlag;
}
/**
 * Install-to-home-screen prompt
 */
export interface InstallPromptFlag {
  enabled: boolean;
  preferredWay?: 'app' | 'pwa';
  /**
   * -1 is no limit
   */
  maxCloseTimes?: number;
  /**
   * Suppress once this many deposits were made on depositDomains; -1 never
   */
  depositTimes?: number;
  depositDomains?: string[];
  firstDepositCheck?: boolean;
  loginRequired?: boolean;
}
export interface FlagToggle {
  enabled: boolean;
}
export interface MiniGameFlag {
  enabled: boolean;
  version?: string;
}
export interface MobilePrefixFlag {
  enabled: boolean;
  prefix?: string;
}
/**
 * Captcha per scene
 */
export interface CaptchaScenesFlag {
  login?: boolean;
  sms?: boolean;
  register?: boolean;
}
export interface ForceDownloadFlag {
  enabled: boolean;
  depositThreshold?: number;
  maxCloseTimes?: number;
}
/**
 * Content of the activity pages: daily sign-in, newcomer tasks, rescue bonus and vouchers. A page whose part is left out tells the player the activity is not available.
 */
export interface MerchantActivities {
  /**
   * IANA time zone whose midnight starts a new day for sign-ins and rescue periods
   */
  timeZone: string;
  signIn?: SignInSettings;
  noviceTasks?: NoviceTaskSettings;
  rescue?: RescueSettings;
  vouchers?: VoucherEntry[];
}
export interface SignInSettings {
  /**
   * The reward of each day of a cycle, in order; the cycle is as long as this list. A missed day starts a new cycle.
   *
   * @minItems 1
   * @maxItems 31
   */
  rewards: [number, ...number[]];
  rules?: LocalizedText1;
}
export interface NoviceTaskSettings {
  /**
   * Days after registration in which tasks can be done and claimed; left out, no limit
   */
  windowDays?: number;
  rules?: LocalizedText2;
  /**
   * @minItems 1
   */
  tasks: [NoviceTaskEntry, ...NoviceTaskEntry[]];
}
export interface NoviceTaskEntry {
  id: string;
  title: LocalizedText;
  /**
   * Days signed in, successful deposits, their total amount, or a mobile number on the account (target 1)
   */
  goal: 'SIGN_IN_DAYS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL' | 'BIND_MOBILE';
  target: number;
  reward: number;
}
export interface RescueSettings {
  /**
   * The loss measured: yesterday's, or the last seven days' (today left out)
   */
  period: 'DAY' | 'WEEK';
  rules?: LocalizedText3;
  /**
   * The highest tier whose minLoss the member's loss reaches sets the bonus. The reference API keeps no bets, so a period's loss is the member's successful deposits in it.
   *
   * @minItems 1
   */
  tiers: [RescueTier, ...RescueTier[]];
}
export interface RescueTier {
  minLoss: number;
  /**
   * Share of the loss paid back, e.g. 0.05 for 5 %
   */
  rate: number;
  maxBonus: number;
}
export interface VoucherEntry {
  id: string;
  title: LocalizedText;
  amount: number;
  /**
   * Successful deposits the member needs before claiming (default 0)
   */
  minDeposits?: number;
  /**
   * Days from the member's registration until the voucher expires
   */
  validDays: number;
  promotionType?: PromotionType1;
}
/**
 * An announcement as the merchant writes it: title and HTML content in one or several languages. The API serves it as an Announcement in the player's language.
 */
export interface AnnouncementEntry {
  id: number;
  title: LocalizedText;
  content: LocalizedText4;
  promotionType?: PromotionType2;
  /**
   * A members, B visitors, F also members on their first login
   */
  execution: 'A' | 'B' | 'F';
}
/**
 * A popup or announcement item; content is HTML, sanitised before it is shown.
 */
export interface Announcement {
  id: number;
  title: string;
  content: string;
  promotionType?: PromotionType;
  /**
   * A members, B guests, F also first-time-login members
   */
  execution: 'A' | 'B' | 'F';
}
/**
 * The merchant's latest native app per platform, served by GET /wps/system/appVersion; an app shell older than its platform's version is offered the upgrade.
 */
export interface AppRelease {
  android?: PlatformRelease;
  ios?: PlatformRelease;
  /**
   * Image across the top of the upgrade modal; without one, the app's download icon
   */
  banner?: string;
}
export interface PlatformRelease {
  /**
   * Dotted version, as the shell's user agent writes it (WLApp/<version>)
   */
  version: string;
  notes?: LocalizedText5;
}
/**
 * A banner image in a group (m_banner on home, m_popup1/m_popup2 for save-image popups).
 */
export interface Banner {
  groupName: string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  url: string;
  /**
   * Text read aloud in place of the image
   */
  alt: string;
  /**
   * P promotion id, URL a link (internal when it starts with /m), G a game
   */
  linkageType: 'P' | 'URL' | 'G';
  /**
   * With linkageType URL, the link: an http(s) address or an app path under /m
   */
  linkage?: string;
  roomId?: string;
  nodeId?: string;
  gameType?: string;
  vendor?: string;
}
/**
 * The reference API's customer-service chat (CBS_launchChat, CBS_unreadCount): who answers and what they say first.
 */
export interface ChatSettings {
  /**
   * Shown beside the agent's messages
   */
  agentName: string;
  welcome: LocalizedText6;
  autoReply: LocalizedText7;
  autoReplyDelaySeconds?: number;
}
/**
 * What the reference API serves for this merchant.
 */
export interface MerchantContent {
  banners: Banner[];
  lanes: GameLaneEntry[];
  categories?: GameCategoryNames;
  promotions: PromotionEntry[];
  /**
   * Served by MCSFE_getListAnnouncements; the marquee and the announcement popup show them
   */
  announcements: AnnouncementEntry[];
  countries?: Country[];
  depositSettings?: {
    [k: string]: number | string | boolean;
  };
  /**
   * Markup of script elements handed to the page by WPSCORE_getCustomerServiceScript; each src must be on the merchant's customerServiceScriptOrigins
   */
  customerServiceScript?: string;
  chat?: ChatSettings;
  vip?: VipProgram;
  leaderBoard?: LeaderBoard;
  referral?: ReferralProgram;
  activities?: MerchantActivities;
  appRelease?: AppRelease;
  newGameVendors?: NewGameVendors;
}
/**
 * A lane of home as the merchant writes it: its title and its games' names in one or several languages. The API serves it as a GameLane in the player's language.
 */
export interface GameLaneEntry {
  title: LocalizedText;
  gameCount?: number;
  gameClassify?: GameClassifyEntry[];
  cards: GameCardEntry[];
}
export interface GameClassifyEntry {
  /**
   * Vendor type; RNG and PVP are shown merged as TCG, named under TCG in categories
   */
  type: string;
  vendors: string[];
}
/**
 * A game as the merchant writes it: its name in one or several languages. The API serves it as a GameCard in the player's language.
 */
export interface GameCardEntry {
  /**
   * Vendor account type, e.g. PG; never shown to players
   */
  accountTypeName: string;
  displayName: LocalizedText8;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  image: string;
  gameId: string;
  nodeId?: string;
  /**
   * The game's category (RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, ELOTT, …); when left out, the lane's gameClassify entry that lists the card's vendor
   */
  gameType?: string;
  /**
   * A lottery's prize mode, sent as lottoPrizeMode
   */
  prizeMode?: string;
  /**
   * A lottery opens on its betting screen (default when it has a code) or its lobby
   */
  lottoView?: 'betting' | 'lobby';
  /**
   * The game has a free demo (GCS_gameTrialLaunch), offered beside it
   */
  trial?: boolean;
}
/**
 * What players read for each game category, by the category as shown (RNG and PVP together as TCG); a category without a name is not shown, never its code.
 */
export interface GameCategoryNames {
  [k: string]: LocalizedText;
}
/**
 * A promotion as the merchant writes it: title and rules in one or several languages. The API serves it as a Promotion in the player's language.
 */
export interface PromotionEntry {
  id: number;
  promotionType: PromotionType;
  title: LocalizedText;
  enabled: boolean;
  /**
   * When the promotion starts (shown on its page)
   */
  startTime?: string;
  /**
   * When it ends; left out, it runs until further notice
   */
  endTime?: string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  banner?: string;
  rules?: LocalizedText9;
}
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  currency: string;
  currencySymbol: string;
}
/**
 * The merchant's VIP ranks (club labels). A member holds the highest AUTO rank whose conditions they all meet, or a higher rank an operator assigned them (any type). Served by MCSFE_getVipBenefits and MCSFE_getPlayerRankProgress, and as clubLabel in the member info.
 */
export interface VipProgram {
  ranks: VipRank[];
}
export interface VipRank {
  /**
   * The label id; unique among the merchant's ranks
   */
  id: number;
  labelName: LocalizedText;
  /**
   * Higher is better; unique among the merchant's ranks
   */
  rankLevel: number;
  /**
   * AUTO: reached by meeting the conditions, and its benefits are shown; MANUAL: only an operator assigns it
   */
  type: 'AUTO' | 'MANUAL';
  /**
   * What reaching this rank takes (all of them)
   */
  conditions: VipCondition[];
  benefits: LocalizedText[];
}
export interface VipCondition {
  /**
   * Successful deposits, counted or summed in the merchant's currency
   */
  kind: 'depositCount' | 'depositTotal';
  target: number;
}
/**
 * The mission leaderboard (MCSFE_getLeaderBoard): the players the merchant lists, and the logged-in member ranked among them by their own successful deposits in the current period. Names are masked before they leave the API.
 */
export interface LeaderBoard {
  title: LocalizedText;
  description?: LocalizedText;
  /**
   * What a member's score is: the sum or the number of their successful deposits in the period
   */
  metric: 'depositTotal' | 'depositCount';
  /**
   * The mission's period (UTC): the current week from Monday, the current month, or all time
   */
  period?: 'week' | 'month' | 'all';
  /**
   * How many ranks are listed
   */
  size?: number;
  entries: LeaderBoardEntry[];
}
export interface LeaderBoardEntry {
  userName: string;
  score: number;
}
/**
 * How inviting friends works (MCSFE_getReferralInfo), shown to visitors and members on /m/inviteFriends.
 */
export interface ReferralProgram {
  /**
   * @minItems 1
   */
  steps: [LocalizedText, ...LocalizedText[]];
  reward?: LocalizedText10;
}
export interface CustomerServiceEntry {
  title: string;
  /**
   * Encoded chat address: the last 8 characters are the key that decodes the rest
   */
  path: string;
  domainName?: string;
  csType: string;
  csPosition?: string;
}
export interface DownloadLink {
  resourceType: 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon';
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  url: string;
}
export interface GameCard {
  /**
   * Vendor account type, e.g. PG
   */
  accountTypeName: string;
  displayName: string;
  /**
   * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
   */
  image: string;
  gameId: string;
  nodeId?: string;
  /**
   * The game's category (RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, ELOTT, …); when left out, the lane's gameClassify entry that lists the card's vendor
   */
  gameType?: string;
  /**
   * A lottery's prize mode, sent as lottoPrizeMode
   */
  prizeMode?: string;
  /**
   * A lottery opens on its betting screen (default when it has a code) or its lobby
   */
  lottoView?: 'betting' | 'lobby';
  /**
   * The game has a free demo (GCS_gameTrialLaunch), offered beside it
   */
  trial?: boolean;
  /**
   * The name of the game's category in the player's language, when the merchant names it
   */
  categoryName?: string;
}
/**
 * A game category lane on home, as served: texts in the player's language (the merchant writes a GameLaneEntry).
 */
export interface GameLane {
  title: string;
  gameCount?: number;
  gameClassify?: GameClassify[];
  cards: GameCard[];
}
export interface GameClassify {
  /**
   * Vendor type; RNG and PVP are shown merged as TCG
   */
  type: string;
  vendors: string[];
  /**
   * The category's name in the player's language, when the merchant names it
   */
  name?: string;
}
/**
 * The mission leaderboard as MCSFE_getLeaderBoard serves it (the call answers null when the merchant runs no mission): texts in the player's language, other players' names masked.
 */
export interface LeaderBoardAnswer {
  title: string;
  description: string | null;
  /**
   * What a member's score is: the sum or the number of their successful deposits in the period
   */
  metric: 'depositTotal' | 'depositCount';
  /**
   * ISO; null for an all-time board
   */
  startsAt: string | null;
  /**
   * ISO; null for an all-time board
   */
  endsAt: string | null;
  /**
   * The top ranks
   */
  entries: LeaderBoardRow[];
  /**
   * The member's own row wherever it ranks; null for a visitor
   */
  own: LeaderBoardRow | null;
}
export interface LeaderBoardRow {
  /**
   * Ties share a rank (1, 2, 2, 4); null for the member's own row while they have no score
   */
  rank: number | null;
  /**
   * Masked, except the member's own
   */
  userName: string;
  score: number;
  /**
   * The member who asked
   */
  self: boolean;
}
/**
 * The member's newcomer tasks as MCSFE_getNoviceTasks and MCSFE_claimNoviceTask serve them.
 */
export interface NoviceTasks {
  tasks: NoviceTask[];
  /**
   * When the window for newcomers closes (ISO), or null without one
   */
  endsAt: string | null;
  /**
   * HTML
   */
  rules: string;
}
export interface NoviceTask {
  id: string;
  title: string;
  /**
   * Days signed in, successful deposits, their total amount, or a mobile number on the account (target 1)
   */
  goal: 'SIGN_IN_DAYS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL' | 'BIND_MOBILE';
  target: number;
  /**
   * How far the member is, never past the target
   */
  progress: number;
  reward: number;
  status: TaskStatus;
}
/**
 * A promotion as the API serves it, in the player's language. The list call leaves out `rules`; the detail call (MCSFE_getPromotionDetail) has them.
 */
export interface Promotion {
  id: number;
  promotionType: PromotionType;
  title: string;
  enabled: boolean;
  startTime?: string;
  endTime?: string;
  /**
   * Image address
   */
  banner?: string;
  /**
   * HTML
   */
  rules?: string;
}
/**
 * How far the member is towards the next AUTO rank, as MCSFE_getPlayerRankProgress serves it.
 */
export interface RankProgressAnswer {
  /**
   * The next rank's conditions with the member's values (none at the top)
   */
  currentProgress: ConditionProgress[];
  playerRankProgress: PlayerRankProgress;
  /**
   * The next rank's name in the request's language
   */
  nextLabelName?: string | null;
}
export interface ConditionProgress {
  /**
   * Successful deposits, counted or summed in the merchant's currency
   */
  kind: 'depositCount' | 'depositTotal';
  target: number;
  /**
   * The member's value so far
   */
  current: number;
  met: boolean;
}
export interface PlayerRankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
  /**
   * The next rank's; null, and 0 of 0, at the top
   */
  labelId: number | null;
}
/**
 * How inviting friends works, as MCSFE_getReferralInfo serves it in the player's language, with the member's own code and count.
 */
export interface ReferralInfo {
  steps: string[];
  reward: string | null;
  /**
   * The member's own code; null for a visitor
   */
  code: string | null;
  /**
   * Members registered with the code; null for a visitor
   */
  invitedCount: number | null;
}
/**
 * The member's rescue bonus as MCSFE_getRescueInfo serves it: the loss of the last period and the tier it reaches.
 */
export interface RescueInfo {
  /**
   * The loss measured: yesterday's, or the last seven days' (today left out)
   */
  period: 'DAY' | 'WEEK';
  /**
   * First day measured, YYYY-MM-DD in the merchant's days
   */
  from: string;
  /**
   * Last day measured, YYYY-MM-DD in the merchant's days
   */
  to: string;
  loss: number;
  /**
   * By rising minimum loss
   */
  tiers: RescueTier[];
  /**
   * Index in tiers of the tier reached, or null
   */
  tier: number | null;
  eligibleAmount: number;
  /**
   * HTML
   */
  rules: string;
}
/**
 * The member's daily sign-in calendar as MCSFE_getSignInCalendar and MCSFE_signIn serve it: the current cycle, dated in the merchant's days.
 */
export interface SignInCalendar {
  /**
   * YYYY-MM-DD, in the merchant's days
   */
  today: string;
  days: CalendarDay[];
  signedToday: boolean;
  /**
   * The reward of today's sign-in, made or still to make
   */
  todayReward: number;
  /**
   * HTML
   */
  rules: string;
}
export interface CalendarDay {
  /**
   * 1-based place in the cycle
   */
  day: number;
  /**
   * YYYY-MM-DD, in the merchant's days
   */
  date: string;
  reward: number;
  signed: boolean;
  today: boolean;
}
/**
 * The merchant's VIP ranks as MCSFE_getVipBenefits serves them: by level, texts in the player's language.
 */
export interface VipBenefitsAnswer {
  ranks: VipRankAnswer[];
  /**
   * The member's own rank, null for a visitor or while they hold none
   */
  currentLabelId: number | null;
}
export interface VipRankAnswer {
  labelId: number;
  labelName: string;
  rankLevel: number;
  /**
   * AUTO: reached by meeting the conditions, and its benefits are shown; MANUAL: only an operator assigns it
   */
  type: 'AUTO' | 'MANUAL';
  conditions: VipCondition[];
  benefits: string[];
}
/**
 * The member's vouchers as MCSFE_getVouchers and MCSFE_claimVoucher serve them.
 */
export interface Vouchers {
  vouchers: Voucher[];
  /**
   * The member's successful deposits, which vouchers' minDeposits are measured against
   */
  depositCount: number;
}
export interface Voucher {
  id: string;
  title: string;
  amount: number;
  minDeposits: number;
  /**
   * ISO
   */
  expiresAt: string;
  status: VoucherStatus;
  /**
   * Available, and the member has made the deposits it asks for
   */
  claimable: boolean;
  /**
   * ISO
   */
  claimedAt?: string;
  promotionType?: PromotionType;
}
/**
 * One merchant: merchants/<merchantCode>.json. Adding a merchant is adding one such file.
 */
export interface MerchantFile {
  $schema?: string;
  /**
   * Sent as the Merchant header; also the file name
   */
  merchantCode: string;
  name: string;
  /**
   * Host names this merchant answers on
   *
   * @minItems 1
   */
  domains: [string, ...string[]];
  languages: MerchantLanguages;
  currency: string;
  theme: Theme;
  templateParameters: TemplateParameters;
  pages: MerchantPages;
  customerService: CustomerServiceEntry[];
  resources: MerchantResources;
  imageCDNs: string[];
  /**
   * Origins a login redirectUrl may hand the session token to
   */
  allowedRedirectOrigins: string[];
  customerServiceScriptOrigins?: CustomerServiceScriptOrigins;
  contentSecurity?: ContentSecuritySettings;
  sms: SmsSettings;
  gw: CaptchaSettings;
  register: RegisterSettings;
  maintenance: MaintenanceSettings;
  regionRestriction: RegionRestriction;
  /**
   * The merchant's lines for the line-speed test (GET /wps/system/domainRoute): origins, or host names served on the scheme and port the player came in on; default the origin the player reached
   *
   * @maxItems 50
   */
  lines?: string[];
  lineSpeedTest?: LineSpeedTestSettings;
  tokenSync?: TokenSyncSettings;
  push?: PushSettings;
  whitelabel: WhitelabelFlags;
  content: MerchantContent;
}
export interface MerchantLanguages {
  /**
   * @minItems 1
   */
  allowed: [LanguageCode, ...LanguageCode[]];
  default: LanguageCode;
}
export interface MerchantPages {
  home: PageChoice;
}
export interface PageChoice {
  /**
   * A file name in templates/ without .json
   */
  template: string;
  /**
   * Prop overrides keyed by block or overlay id
   */
  props?: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
  /**
   * Replaces the template's block order
   */
  order?: string[];
  /**
   * Block or overlay ids left out
   */
  disabled?: string[];
}
export interface MerchantResources {
  downloads: DownloadLink[];
}
/**
 * What the app's Content-Security-Policy allows beyond the site's own origin and the origins other settings name (bot-check servers, customer-service script origins, lines, push and sign-in)
 */
export interface ContentSecuritySettings {
  /**
   * Where the operator's launched games are served from (shown in a frame); the reference API's demo game is on the site's own origin
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  gameOrigins?: string[];
  /**
   * Further origins scripts may load from, e.g. the bot-check service's API servers
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  scriptOrigins?: string[];
  /**
   * Further origins the page may call
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  connectOrigins?: string[];
  /**
   * Origins of the merchant's native shells that may show the app in a frame; absent or empty: no site may frame the app
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  shellOrigins?: string[];
  /**
   * Advertising pixels whose scripts may load when a visitor arrives with their ids; absent: every pixel the app supports; empty: none
   */
  adPixels?: ('facebook' | 'tiktok' | 'google' | 'kwai')[];
}
export interface SmsSettings {
  provider: 'local' | 'firebase';
  /**
   * Public identity-provider key (never a secret)
   */
  apiKey?: string;
  authDomain?: string;
  /**
   * Identity-provider project whose ID tokens the API accepts
   */
  projectId?: string;
  appId?: string;
  /**
   * A phone or social sign-in with no account behind it, while FIREBASEREG3 is off: whether the player is offered to create an account as well as to log in to one they have (bind_customer_required)
   */
  bindOfferRegister?: boolean;
}
export interface CaptchaSettings {
  GEETEST_ID: string;
  GEETEST_VERSION?: 'v3' | 'v4';
  PROFILE_ICON_COUNT?: number;
  /**
   * Where the bot-check script is loaded from, tried in order (3 s each); default the API's own /wps/captcha/static
   *
   * @minItems 1
   */
  GEETEST_SERVERS?: [string, ...string[]];
}
export interface RegisterSettings {
  captcha: {
    enabled: boolean;
  };
  /**
   * Name of the environment variable holding the default password for mobile registration without a password field
   */
  mobileDefaultPasswordEnv?: string;
  /**
   * Affiliate code of each domain: replaces the affiliate code 'www' at registration
   */
  domainAffiliates?: {
    [k: string]: string;
  };
}
export interface MaintenanceSettings {
  /**
   * Every page shows the maintenance screen; picked up without a restart
   */
  enabled: boolean;
  /**
   * When maintenance should end (ISO 8601 with its offset); shown in the player's time zone
   */
  end?: string;
  title?: LocalizedText11;
  description?: LocalizedText12;
}
export interface RegionRestriction {
  /**
   * ISO 3166 country codes refused; the visitor's country comes from countryHeader, else countryByIp
   */
  blockedCountries?: string[];
  /**
   * Addresses refused: single IPv4 or IPv6 addresses, or CIDR ranges such as 203.0.113.0/24
   */
  blockedIps?: string[];
  /**
   * A request header naming the visitor's country that the proxy in front of the API sets and overwrites (e.g. CF-IPCountry); never name one a visitor could send through
   */
  countryHeader?: string;
  /**
   * Country of addresses or CIDR ranges, for a reference API with no proxy to ask (and for tests)
   */
  countryByIp?: {
    [k: string]: string;
  };
}
export interface LineSpeedTestSettings {
  /**
   * A route of the merchant's own that shows the line-speed test, besides /m/lineSpeedTest
   */
  path?: string;
  /**
   * Reference API only: answers the ping this much later on these hosts, to try the page with a slow line
   */
  pingDelayMs?: {
    [k: string]: number;
  };
}
/**
 * Token sync (spec section 7): the app POSTs to this address with the member's bearer token on login and when a stored session is restored, and sends DELETE when the member signs out. Absent: no sync
 */
export interface TokenSyncSettings {
  /**
   * A path on the site's own origin (e.g. /auth/session), or an absolute address on it; the app refuses any other origin, since the token must not leave the site
   */
  url: string;
}
/**
 * The merchant's web push project (Firebase Cloud Messaging). Every value is public web-app configuration, never a secret; absent: no push prompt and no binding
 */
export interface PushSettings {
  /**
   * Public VAPID key (base64url) of the project's web push certificate
   */
  vapidKey: string;
  appId: string;
  /**
   * Public web API key (never a secret)
   */
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  googleWebClientId?: string;
}
/**
 * The announcement and activity popup: a carousel of the announcements the API lists for this player (execution A members, B visitors, F also first-time-login members).
 */
export interface AnnouncementPopupProps {
  /**
   * Time on each slide before the next; 0 turns autoplay off
   */
  autoplayMs?: number;
  /**
   * Closing first shows the last slide, so every announcement is seen
   */
  forceRead?: boolean;
  /**
   * The checkbox offered: 'today' hides the popup until the next local midnight, 'never' until the announcements change
   */
  dismissMode?: 'today' | 'never';
  /**
   * Where 'go to activity' leads a visitor (a member goes to the reward centre)
   */
  guestActivityTarget?: 'login' | 'register';
}
/**
 * Offers the native app's latest release inside the app shell, when GET /wps/system/appVersion says the running app is older and the merchant has an app link. Its banner and release notes come from the merchant's content.appRelease; with FORCEUPDATE3 on it cannot be closed.
 */
export interface AppUpgradeProps {
  /**
   * Time on the page before it may show
   */
  delayMs?: number;
}
/**
 * Asks a logged-in player outside the native app to download it, on home pages, while FORCEDOWNLOAD3 is on and the merchant has an app link. The flag sets the deposit threshold past which it hides and how often it may be closed; after a close it returns when a deposit goes through (the deposit count is polled every 30 s).
 */
export interface ForceDownloadProps {
  /**
   * Artwork across the top of the modal; without it, the app's download icon
   */
  image?: string;
}
/**
 * Bottom sheet offering the native app and the home-screen (web) app, on /m/home and /m/index.html in a browser tab, while A2HS3 is on. The flag's options decide who sees it: loginRequired, maxCloseTimes (-1 no limit), depositTimes on depositDomains (-1 never), firstDepositCheck, and preferredWay (which button leads on iOS). Declining hides it for the browser session and counts a close; it waits 2 s the first time in a page's life, 1 s after.
 */
export interface InstallPromptProps {}
/**
 * Asks a logged-in member to turn on notifications (the merchant's push config must be set); skipped once dismissed in the browser session, and never in the native app, which has its own.
 */
export interface PushPromptProps {
  /**
   * Time on the page before the prompt may show
   */
  delayMs?: number;
}
/**
 * Offers to save a promotional image (the first banner of a group) or copy its link; shown on home pages in the browser only, once per image.
 */
export interface SaveImagePopupProps {
  /**
   * The banner group whose image is offered
   */
  group: 'm_popup1' | 'm_popup2';
  /**
   * Time on the page before the popup may show
   */
  delayMs?: number;
}
/**
 * The public configuration the API hands the browser: no content and no secrets; pages are resolved.
 */
export interface SiteConfig {
  merchantCode: string;
  name: string;
  /**
   * Served by the preview: the app listens for configuration changes
   */
  preview: boolean;
  languages: MerchantLanguages;
  currency: string;
  theme: Theme;
  templateParameters: TemplateParameters;
  pages: ResolvedPages;
  customerService: CustomerServiceEntry[];
  resources: MerchantResources;
  imageCDNs: string[];
  allowedRedirectOrigins: string[];
  customerServiceScriptOrigins?: CustomerServiceScriptOrigins;
  sms: SmsSettings;
  gw: ResolvedCaptchaSettings;
  register: PublicRegisterSettings;
  maintenance: MaintenanceSettings;
  lineSpeedTest?: PublicLineSpeedTest;
  push?: PushSettings;
  tokenSync?: TokenSyncSettings;
  whitelabel: WhitelabelFlags;
}
export interface ResolvedPages {
  home: ResolvedPage;
  [k: string]: ResolvedPage;
}
export interface ResolvedPage {
  template: string;
  overlayCaps?: ResolvedOverlayCaps;
  blocks: {
    [k: string]: RuntimeBlock;
  };
  order: string[];
  overlays: {
    [k: string]: RuntimeOverlay;
  };
}
/**
 * The page template's caps on its popups, defaults filled in (left out: the defaults).
 */
export interface ResolvedOverlayCaps {
  perPageView: number;
  perSession: number;
}
/**
 * A block as the browser receives it; its props are checked against its own schema before it renders.
 */
export interface RuntimeBlock {
  type: string;
  props: {
    [k: string]: unknown;
  };
  /**
   * Where the block comes from, e.g. templates/casino-home.json#/blocks/banner
   */
  pointer: string;
  blocks?: {
    [k: string]: RuntimeBlock;
  };
  order?: string[];
}
/**
 * A page overlay as the browser receives it; its props are checked against its own schema before it may show.
 */
export interface RuntimeOverlay {
  type: string;
  props: {
    [k: string]: unknown;
  };
  priority: number;
  /**
   * Where the overlay comes from, e.g. templates/casino-home.json#/overlays/announcements
   */
  pointer: string;
}
export interface ResolvedCaptchaSettings {
  GEETEST_ID: string;
  GEETEST_VERSION: 'v3' | 'v4';
  PROFILE_ICON_COUNT: number;
  GEETEST_SERVERS: string[];
}
export interface PublicRegisterSettings {
  captcha: {
    enabled: boolean;
  };
  /**
   * Mobile registration may leave out the password (the server supplies it)
   */
  mobileDefaultPassword: boolean;
}
export interface PublicLineSpeedTest {
  /**
   * A route of the merchant's own that shows the line-speed test, besides /m/lineSpeedTest
   */
  path?: string;
}
/**
 * A page template: block instances keyed by a stable id, rendered in the order of `order`, and the page's overlays. Generated from schema/blocks/ and schema/overlays/ by "npm run gen".
 */
export interface PageTemplate {
  $schema?: string;
  /**
   * The file name without .json
   */
  name: string;
  /**
   * The page this template lays out
   */
  page: 'home';
  description?: string;
  blocks: {
    [k: string]: BlockInstance;
  };
  order: string[];
  /**
   * Popups of the page, keyed by a stable id (not shared with a block). Each shows when its own rule allows, one at a time, the highest priority first.
   */
  overlays?: {
    [k: string]: OverlayInstance;
  };
  overlayCaps?: TemplateOverlayCaps;
}
/**
 * How often the page's popups may interrupt the player. The popups the product opens to ask for an answer (an alert, the login prompt, two-factor) are never capped.
 */
export interface TemplateOverlayCaps {
  /**
   * Popups shown at most in one visit of the page
   */
  perPageView?: number;
  /**
   * Popups shown at most in one browser session, all visits together; at least perPageView
   */
  perSession?: number;
}

/** Props of each block type, as its schema in schema/blocks/ describes them. */
export interface BlockPropsByType {
  'activity-button': ActivityButtonProps;
  'activity-buttons': ActivityButtonsProps;
  'banner-carousel': BannerCarouselProps;
  'download-bar': DownloadBarProps;
  'game-lanes': GameLanesProps;
  'marquee': MarqueeProps;
  'site-footer': SiteFooterProps;
  'site-header': SiteHeaderProps;
  'sticky-container': StickyContainerProps;
}

export const BLOCK_TYPES = ['activity-button', 'activity-buttons', 'banner-carousel', 'download-bar', 'game-lanes', 'marquee', 'site-footer', 'site-header', 'sticky-container'] as const;

/** Props of each overlay type, as its schema in schema/overlays/ describes them. */
export interface OverlayPropsByType {
  'announcement-popup': AnnouncementPopupProps;
  'app-upgrade': AppUpgradeProps;
  'force-download': ForceDownloadProps;
  'install-prompt': InstallPromptProps;
  'push-prompt': PushPromptProps;
  'save-image-popup': SaveImagePopupProps;
}

export const OVERLAY_TYPES = ['announcement-popup', 'app-upgrade', 'force-download', 'install-prompt', 'push-prompt', 'save-image-popup'] as const;
