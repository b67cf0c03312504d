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
/**
 * The announcements, as /wps/relay/MCSFE_getListAnnouncements serves them in the player's language.
 */
export type AnnouncementList = Announcement[];
/**
 * The merchant's banners, as /wps/system/banners serves them (those of the groups asked, else all).
 */
export type BannerList = Banner[];
export type TaskStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
export type VoucherStatus = 'AVAILABLE' | 'USED' | 'EXPIRED';
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
 * When it starts being shown: a date and time such as 2026-12-24T00:00:00+07:00, or without the offset (2026-12-24T00:00) in the merchant's time zone. Left out, it is shown from now.
 */
export type ShownFrom = string;
/**
 * When it stops being shown, that moment excluded: a date and time such as 2026-12-26T00:00:00+07:00, or without the offset in the merchant's time zone. Left out, it is shown for good.
 */
export type ShownUntil = string;
/**
 * A file for every language, or one per language code; the API answers with the player's language's, else the merchant's default's, else the first given.
 */
export type LocalizedFile =
  | string
  | {
      /**
       * An http(s) address or a path on this site, e.g. /cdn/<code>/logo.svg; never another scheme (javascript:, data:) nor //host
       */
      [k: string]: string;
    };
/**
 * The vendors with new games, by account type (e.g. PG), served by GET /wps/relay/GCSGAME_newGameVendor for the html5 platform; the app marks their games as new.
 */
export type NewGameVendors = string[];
/**
 * Origins the customer-service script may be loaded from, such as https://widget.example.com; self is the site's own origin. A script from any other origin, or inline code, is refused. Empty or left out: no script is loaded.
 */
export type CustomerServiceScriptOrigins = string[];
/**
 * Setting up an authenticator: the member's password (POST /wps/member/totp), then a first code from it (POST /wps/member/totp/confirm).
 */
export type AuthenticatorRequest = CaptchaProof & {
  /**
   * The account's password.
   */
  password?: string;
  /**
   * The authenticator's current code.
   */
  code?: string;
};
/**
 * What the app sends to log in, encrypted (POST /wps/session/login): a name and password, a name and an SMS code, or an identity provider's token. The server checks the fields it needs for the kind of login; the types of all are checked first.
 */
export type LoginRequest = CaptchaProof & {
  /**
   * The account's name, or the mobile number of an SMS login.
   */
  username?: string;
  /**
   * The password, or the code of an SMS login.
   */
  password?: string;
  /**
   * How the player logs in: name and password, SMS code, or an identity provider.
   */
  type?: 'username' | 'sms' | 'firebase';
  /**
   * The identity provider's channel (a phone, a social account).
   */
  firebaseChannel?: string;
  /**
   * The identity provider's token, for a sign-in through it.
   */
  firebaseIdToken?: string;
  /**
   * Which captcha the proof answers: the id of its challenge (v3 geetestChallenge, v4 lot_number), as a registration's identifying. Optional; naming another challenge is refused before the proof is spent.
   */
  captcha?: string;
  /**
   * The id the app keeps for this device.
   */
  loginDeviceId?: string;
  /**
   * Whether the login comes from the merchant's own app.
   */
  isOfficialAppLogin?: boolean;
  /**
   * A remembered login replayed without the player typing it.
   */
  autoLogin?: boolean;
  /**
   * Remember-me is ticked: the answer carries a remember token.
   */
  remember?: boolean;
};
/**
 * A member's change of password (POST /wps/member/password): the current one, checked as a login is, and the new one.
 */
export type PasswordChange = CaptchaProof & {
  /**
   * The password the member has now.
   */
  oldPassword?: string;
  /**
   * The password the member chose.
   */
  newPassword?: string;
};
/**
 * The bodies of the password-reset calls, which need no token: a code sent to a number (POST /wps/member/password/reset/sms), a link mailed to an address (…/reset/email), a link checked (…/reset/token), and the new password set with the code or the link (POST /wps/member/password/reset). Each call reads its own fields.
 */
export type PasswordResetRequest = CaptchaProof & {
  /**
   * The account's mobile number, for a reset by SMS.
   */
  mobileNum?: string;
  /**
   * The country dialling code of the mobile number.
   */
  countryDialingCode?: string;
  /**
   * The code the SMS carried.
   */
  verificationCode?: string;
  /**
   * The account's e-mail address, for a reset by e-mail.
   */
  email?: string;
  /**
   * The token of the link the e-mail carried.
   */
  resetToken?: string;
  /**
   * The password the member chose.
   */
  newPassword?: string;
};
/**
 * What the app sends to register, encrypted (POST /wps/member/register with a name and password, /wps/member/register/mobile with a number and its SMS code): the account, where the player registered from, and the captcha's proof. The server checks the fields each kind needs; the types of all are checked first.
 */
export type RegistrationRequest = CaptchaProof & {
  /**
   * The name the player chose (a mobile registration may leave it out: the server picks one).
   */
  username?: string;
  /**
   * The password the player chose (a mobile registration may leave it out: the merchant's default one is given).
   */
  password?: string;
  /**
   * The player's mobile number, for a mobile registration.
   */
  mobileNum?: string;
  /**
   * The country dialling code of the mobile number.
   */
  countryDialingCode?: string;
  /**
   * The code the SMS carried.
   */
  verificationCode?: string;
  /**
   * The referral code of the member who invited the player, if any.
   */
  referralCode?: string;
  /**
   * The affiliate the player came through, if any.
   */
  affiliateCode?: string;
  /**
   * Where the player registered: APP (the native shell), H5, PWA or WEBCLIP; another value is kept as unknown.
   */
  registerMethod?: string;
  /**
   * The address of the page the player registered on.
   */
  registerUrl?: string;
  /**
   * The id the app keeps for this device.
   */
  loginDeviceId?: string;
  /**
   * Whether the registration comes from the merchant's own app.
   */
  isOfficialAppLogin?: boolean;
  /**
   * The domain the player registered on.
   */
  domain?: string;
  /**
   * The advertising ids the player arrived with, or null.
   */
  pixelTrack?: {
    [k: string]: string;
  } | null;
  /**
   * Whether the answer opens a session at once.
   */
  login?: boolean;
  /**
   * The challenge the captcha's proof answers (v3 challenge, v4 lot number); the proof must answer that one.
   */
  identifying?: string | null;
};
/**
 * An SMS code asked for a number, without a session (POST /wps/verification/sms/noLogin).
 */
export type SmsCodeRequest = CaptchaProof & {
  /**
   * The mobile number the code is sent to.
   */
  mobileNum?: string;
  /**
   * The country dialling code of the mobile number.
   */
  countryDialingCode?: string;
};
/**
 * The two-factor step of a login, encrypted (POST /wps/session/login/verification): the password again and the proof of the method the server offered.
 */
export type VerificationRequest = CaptchaProof & {
  /**
   * The account's name.
   */
  username?: string;
  /**
   * The account's password.
   */
  password?: string;
  /**
   * The second factor: G (authenticator), S (SMS), E (e-mail) or P (payee name).
   */
  method?: string;
  /**
   * The account's e-mail address, for the e-mail method.
   */
  email?: string;
  /**
   * The account's payee name, for that method.
   */
  payeeName?: string;
  /**
   * The authenticator's current code.
   */
  authCode?: string;
  /**
   * The account's mobile number, for the SMS method.
   */
  mobileNum?: string;
  /**
   * The code the SMS carried.
   */
  verificationCode?: string;
  /**
   * The identity provider's token, for the SMS method through it.
   */
  firebaseIdToken?: string;
  /**
   * Remember-me is ticked: the answer carries a remember token.
   */
  remember?: boolean;
};
export type BlockInstance = {
  /**
   * The kind of block, such as banner-carousel or game-lanes; its settings follow from it.
   */
  type: BlockType;
  /**
   * The block's settings, as its type describes them.
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * When it starts being shown: a date and time such as 2026-12-24T00:00:00+07:00, or without the offset (2026-12-24T00:00) in the merchant's time zone. Left out, it is shown from now.
   */
  activeFrom?: ShownFrom;
  /**
   * When it stops being shown, that moment excluded: a date and time such as 2026-12-26T00:00:00+07:00, or without the offset in the merchant's time zone. Left out, it is shown for good.
   */
  activeUntil?: ShownUntil;
  /**
   * Blocks inside this one, each under an id of its own, for a block that holds others (sticky-container, activity-buttons).
   */
  blocks?: {
    [k: string]: BlockInstance;
  };
  /**
   * Ids of the inner blocks shown, in order; an inner block not listed here is not shown.
   */
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
  /**
   * The kind of popup, such as announcement-popup or push-prompt; its settings follow from it.
   */
  type: OverlayType;
  /**
   * Among the page's popups waiting to show, the higher shows first, from 0 to 100. Default 50.
   */
  priority?: number;
  /**
   * The popup's settings, as its type describes them.
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * When it starts being shown: a date and time such as 2026-12-24T00:00:00+07:00, or without the offset (2026-12-24T00:00) in the merchant's time zone. Left out, it is shown from now.
   */
  activeFrom?: ShownFrom;
  /**
   * When it stops being shown, that moment excluded: a date and time such as 2026-12-26T00:00:00+07:00, or without the offset in the merchant's time zone. Left out, it is shown for good.
   */
  activeUntil?: ShownUntil;
};
export type OverlayType =
  'announcement-popup' | 'app-upgrade' | 'force-download' | 'install-prompt' | 'push-prompt' | 'save-image-popup';

/** The type of each schema, by its $id (its path in schema/). */
export interface SchemaTypes {
  'answers/announcement-list.schema.json': AnnouncementList;
  'answers/announcement.schema.json': Announcement;
  'answers/app-version-answer.schema.json': AppVersionAnswer;
  'answers/available-promotions.schema.json': AvailablePromotions;
  'answers/banner-list.schema.json': BannerList;
  'answers/banner.schema.json': Banner;
  'answers/captcha-config.schema.json': CaptchaConfig;
  'answers/chat-launch-answer.schema.json': ChatLaunchAnswer;
  'answers/country-list.schema.json': CountryList;
  'answers/customer-service-answer.schema.json': CustomerServiceAnswer;
  'answers/customer-service-script.schema.json': CustomerServiceScript;
  'answers/deposit-settings.schema.json': DepositSettings;
  'answers/domain-route.schema.json': DomainRoute;
  'answers/feedback-answer.schema.json': FeedbackAnswer;
  'answers/game-card.schema.json': GameCard;
  'answers/game-lane.schema.json': GameLane;
  'answers/lanes-answer.schema.json': LanesAnswer;
  'answers/launch-answer.schema.json': LaunchAnswer;
  'answers/leader-board-answer.schema.json': LeaderBoardAnswer;
  'answers/login-answer.schema.json': LoginAnswer;
  'answers/member-info.schema.json': MemberInfo;
  'answers/novice-tasks.schema.json': NoviceTasks;
  'answers/password-reset-answer.schema.json': PasswordResetAnswer;
  'answers/promotion.schema.json': Promotion;
  'answers/push-topics.schema.json': PushTopics;
  'answers/rank-progress.schema.json': RankProgressAnswer;
  'answers/referral-info.schema.json': ReferralInfo;
  'answers/registration-answer.schema.json': RegistrationAnswer;
  'answers/rescue-info.schema.json': RescueInfo;
  'answers/reset-link-answer.schema.json': ResetLinkAnswer;
  'answers/reset-token-answer.schema.json': ResetTokenAnswer;
  'answers/sign-in-calendar.schema.json': SignInCalendar;
  'answers/sms-code-answer.schema.json': SmsCodeAnswer;
  'answers/system-status.schema.json': SystemStatus;
  'answers/tracking-answer.schema.json': TrackingAnswer;
  'answers/unread-count.schema.json': UnreadCount;
  'answers/username-check-answer.schema.json': UsernameCheckAnswer;
  'answers/username-suggestion-answer.schema.json': UsernameSuggestionAnswer;
  'answers/vip-benefits.schema.json': VipBenefitsAnswer;
  'answers/vouchers.schema.json': Vouchers;
  'blocks/activity-button.schema.json': ActivityButtonProps;
  'blocks/activity-buttons.schema.json': ActivityButtonsProps;
  'blocks/banner-carousel.schema.json': BannerCarouselProps;
  'blocks/download-bar.schema.json': DownloadBarProps;
  'blocks/game-lanes.schema.json': GameLanesProps;
  'blocks/marquee.schema.json': MarqueeProps;
  'blocks/site-footer.schema.json': SiteFooterProps;
  'blocks/site-header.schema.json': SiteHeaderProps;
  'blocks/sticky-container.schema.json': StickyContainerProps;
  'config/active-window.schema.json': ActiveWindow;
  'config/language.schema.json': LanguageCode;
  'config/template-parameters.schema.json': TemplateParameters;
  'config/theme.schema.json': Theme;
  'config/url.schema.json': Url;
  'config/whitelabel.schema.json': WhitelabelFlags;
  'content/activities.schema.json': MerchantActivities;
  'content/announcement-entry.schema.json': AnnouncementEntry;
  'content/app-release.schema.json': AppRelease;
  'content/banner-entry.schema.json': BannerEntry;
  'content/chat.schema.json': ChatSettings;
  'content/content.schema.json': MerchantContent;
  'content/country.schema.json': Country;
  'content/customer-service.schema.json': CustomerServiceEntry;
  'content/download-link.schema.json': DownloadLink;
  'content/game-card-entry.schema.json': GameCardEntry;
  'content/game-category-names.schema.json': GameCategoryNames;
  'content/game-lane-entry.schema.json': GameLaneEntry;
  'content/leader-board.schema.json': LeaderBoard;
  'content/localized-file.schema.json': LocalizedFile;
  'content/localized-text.schema.json': LocalizedText;
  'content/new-game-vendors.schema.json': NewGameVendors;
  'content/promotion-entry.schema.json': PromotionEntry;
  'content/promotion-type.schema.json': PromotionType;
  'content/referral-program.schema.json': ReferralProgram;
  'content/vip-program.schema.json': VipProgram;
  'merchant.schema.json': MerchantFile;
  'overlays/announcement-popup.schema.json': AnnouncementPopupProps;
  'overlays/app-upgrade.schema.json': AppUpgradeProps;
  'overlays/force-download.schema.json': ForceDownloadProps;
  'overlays/install-prompt.schema.json': InstallPromptProps;
  'overlays/push-prompt.schema.json': PushPromptProps;
  'overlays/save-image-popup.schema.json': SaveImagePopupProps;
  'requests/activity-claim.schema.json': ActivityClaim;
  'requests/announcements-query.schema.json': AnnouncementsQuery;
  'requests/app-version-query.schema.json': AppVersionQuery;
  'requests/authenticator-request.schema.json': AuthenticatorRequest;
  'requests/banners-query.schema.json': BannersQuery;
  'requests/captcha-answer.schema.json': CaptchaAnswer;
  'requests/captcha-proof.schema.json': CaptchaProof;
  'requests/captcha-puzzle-query.schema.json': CaptchaPuzzleQuery;
  'requests/chat-launch-query.schema.json': ChatLaunchQuery;
  'requests/chat-message.schema.json': ChatMessage;
  'requests/feedback-request.schema.json': FeedbackRequest;
  'requests/field-data.schema.json': FieldData;
  'requests/game-launch-query.schema.json': GameLaunchQuery;
  'requests/identity-registration.schema.json': IdentityRegistration;
  'requests/login-request.schema.json': LoginRequest;
  'requests/logout-request.schema.json': LogoutRequest;
  'requests/manifest-query.schema.json': ManifestQuery;
  'requests/member-language.schema.json': MemberLanguage;
  'requests/new-game-vendors-query.schema.json': NewGameVendorsQuery;
  'requests/outbox-query.schema.json': OutboxQuery;
  'requests/password-change.schema.json': PasswordChange;
  'requests/password-reset-request.schema.json': PasswordResetRequest;
  'requests/promotion-detail-query.schema.json': PromotionDetailQuery;
  'requests/push-request.schema.json': PushRequest;
  'requests/registration-request.schema.json': RegistrationRequest;
  'requests/remember-request.schema.json': RememberRequest;
  'requests/site-config-query.schema.json': SiteConfigQuery;
  'requests/sms-code-request.schema.json': SmsCodeRequest;
  'requests/splash-query.schema.json': SplashQuery;
  'requests/status-query.schema.json': StatusQuery;
  'requests/tracking-request.schema.json': TrackingRequest;
  'requests/trial-launch-query.schema.json': TrialLaunchQuery;
  'requests/username-check-query.schema.json': UsernameCheckQuery;
  'requests/username-suggestion.schema.json': UsernameSuggestion;
  'requests/verification-request.schema.json': VerificationRequest;
  'site-config.schema.json': SiteConfig;
  'template.schema.json': PageTemplate;
}
/**
 * A popup or announcement item; content is HTML, sanitised before it is shown.
 */
export interface Announcement {
  /**
   * The announcement's number, as the merchant set it.
   */
  id: number;
  /**
   * The announcement's heading, in the player's language.
   */
  title: string;
  /**
   * The body as HTML, in the player's language; it is cleaned of scripts before it is shown.
   */
  content: string;
  /**
   * Present for an activity item, which gets 'go to activity' and 'I know' buttons for this promotion type.
   */
  promotionType?: PromotionType;
  /**
   * Who sees it: A, logged-in members; B, visitors who are not logged in; F, members on their first login only.
   */
  execution: 'A' | 'B' | 'F';
  /**
   * The instant it starts being shown (ISO 8601, UTC), when it has a window; the app hides it before.
   */
  activeFrom?: string;
  /**
   * The instant it stops being shown (ISO 8601, UTC), when it has a window; the app drops it then, even on a page left open.
   */
  activeUntil?: string;
}
/**
 * The native app's latest release for the platform that asked, as /wps/system/appVersion serves it: whether the app shell is out of date, and what the upgrade offer shows.
 */
export interface AppVersionAnswer {
  /**
   * The platform's latest version, such as 2.5.0, or null when the merchant names none.
   */
  latestVersion: string | null;
  /**
   * Whether the app that asked is older than the latest version.
   */
  upgradeable: boolean;
  /**
   * What the release brings, in the player's language, or null when the merchant wrote nothing.
   */
  notes: string | null;
  /**
   * Address of the image across the top of the upgrade offer, or null to show the app's download icon.
   */
  banner: string | null;
}
/**
 * The merchant's promotions and, per promotion type, whether one is on offer, as the reward centre's call serves them.
 */
export interface AvailablePromotions {
  /**
   * The promotions, in the player's language.
   */
  promotions: Promotion[];
  available: PromotionAvailability;
}
/**
 * A promotion as the API serves it, in the player's language. The list call leaves out `rules`; the detail call (MCSFE_getPromotionDetail) has them.
 */
export interface Promotion {
  /**
   * The promotion's number, as the merchant set it.
   */
  id: number;
  /**
   * The kind of promotion, which decides where its go button leads.
   */
  promotionType: PromotionType;
  /**
   * The promotion's name, in the player's language.
   */
  title: string;
  /**
   * Whether the promotion is on offer.
   */
  enabled: boolean;
  /**
   * When the promotion starts (ISO 8601 date and time).
   */
  startTime?: string;
  /**
   * When the promotion ends (ISO 8601 date and time); absent, it runs until further notice.
   */
  endTime?: string;
  /**
   * Address of the image at the top of the promotion's page.
   */
  banner?: string;
  /**
   * The promotion's rules as HTML, in the player's language; only the detail call has them.
   */
  rules?: string;
}
/**
 * Per promotion type present: whether any promotion of it is on, and how many are.
 */
export interface PromotionAvailability {
  [k: string]: {
    /**
     * Whether a promotion of this type is on.
     */
    enabled: boolean;
    /**
     * How many promotions of this type are on.
     */
    count: number;
  };
}
/**
 * A banner image in a group (m_banner on home, m_popup1/m_popup2 for save-image popups).
 */
export interface Banner {
  /**
   * The group the banner belongs to: m_banner for the home page carousel, m_popup1 or m_popup2 for the save-image popups, or a group a carousel block names.
   */
  groupName: string;
  /**
   * Address of the banner image. An http(s) address, or a path on this site such as /cdn/<merchant code>/banner.jpg.
   */
  url: string;
  /**
   * A short text that describes the image; screen readers read it aloud and it shows when the image cannot load.
   */
  alt: string;
  /**
   * What a tap on the banner does: P opens a promotion; URL opens a link (in the app when it starts with /m, else in a new tab); G starts a game.
   */
  linkageType: 'P' | 'URL' | 'G';
  /**
   * With link type P, the promotion's id; with URL, an http(s) address or an app page under /m; with G, the game's code (a room id, when set, comes first; with neither, the game's lobby opens).
   */
  linkage?: string;
  /**
   * With link type G, the game's room, sent with the launch; it names the game before the link.
   */
  roomId?: string;
  /**
   * With link type G, the vendor's node id sent with the game launch, when the vendor needs one.
   */
  nodeId?: string;
  /**
   * With link type G, the game's category (RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, ELOTT, …); a visitor tapping a lottery is asked to log in.
   */
  gameType?: string;
  /**
   * With link type G, the game's vendor (account type, such as PG); a vendor with new games gets the New mark.
   */
  vendor?: string;
  /**
   * The instant it starts being shown (ISO 8601, UTC), when it has a window; the app hides it before.
   */
  activeFrom?: string;
  /**
   * The instant it stops being shown (ISO 8601, UTC), when it has a window; the app drops it then, even on a page left open.
   */
  activeUntil?: string;
}
/**
 * A captcha challenge, as /wps/captcha/geetest serves it (the captcha service's register call): what the captcha script is started with.
 */
export interface CaptchaConfig {
  /**
   * The merchant's captcha id at the captcha service.
   */
  gt: string;
  /**
   * The challenge this captcha is solved for; its proof names it.
   */
  challenge: string;
  /**
   * Whether the captcha is the service's current kind (the reference API always says true).
   */
  newCaptcha: boolean;
  /**
   * 1 when the captcha service is reached; 0 starts the script offline (the reference API always says 1).
   */
  success: 0 | 1;
  /**
   * The captcha service's version: v3 or v4, as the merchant sets it (v3 when left out).
   */
  version?: 'v3' | 'v4';
}
/**
 * The chat page to open, as /wps/relay/CBS_launchChat serves it.
 */
export interface ChatLaunchAnswer {
  /**
   * The address of the chat page, opened when it is a web address.
   */
  chatUrl: string;
}
/**
 * The countries a player may pick a phone number's country code from, as /wps/system/country serves them, the first being the merchant's own.
 */
export interface CountryList {
  /**
   * The country picked first: the merchant's own.
   */
  countryCode: string;
  /**
   * The dialing code of the country picked first, without the plus sign.
   */
  countryDialingCode: string;
  /**
   * Every country offered, the default first.
   */
  countries: Country[];
}
export interface Country {
  /**
   * Two capital letters, the ISO 3166 country code, such as VN; it picks the flag shown.
   */
  countryCode: string;
  /**
   * 1 to 4 digits without the plus sign, such as 84: the country's telephone code shown before mobile numbers.
   */
  countryDialingCode: string;
  /**
   * Three capital letters, the ISO 4217 currency code, such as VND.
   */
  currency: string;
  /**
   * The symbol written with amounts, such as ₫.
   */
  currencySymbol: string;
}
/**
 * The merchant's customer-service contacts, as /wps/system/customerService serves them.
 */
export interface CustomerServiceAnswer {
  /**
   * The merchant's customer-service contacts, opened by the contact-us buttons and by the chat button for visitors.
   */
  customerService: CustomerServiceEntry[];
}
export interface CustomerServiceEntry {
  /**
   * The name of this customer-service contact, such as 24/7 Live chat.
   */
  title: string;
  /**
   * The chat address, encoded: the last 8 characters are the key that decodes the rest (the wl cs-path command encodes one). Contact-us buttons open it.
   */
  path: string;
  /**
   * Host name of the chat service, handed to the app as it is.
   */
  domainName?: string;
  /**
   * The chat service's kind, such as AICAN, MIDUOKE, LIVECHAT, COMM100 or COMM100VIP, handed to the app as it is.
   */
  csType: string;
  /**
   * Where the contact is used: footer makes it the one every contact-us button opens; otherwise the first contact of the list is used.
   */
  csPosition?: string;
}
/**
 * The operator's customer-service markup (/wps/relay/WPSCORE_getCustomerServiceScript), whose scripts the app runs only from origins the merchant allows.
 */
export interface CustomerServiceScript {
  /**
   * The script tags; none when empty or left out.
   */
  scripts?: string;
}
/**
 * The merchant's deposit settings, as MCSFE_getDepositSettings serves them, with the member's own count of successful deposits when a member asks.
 */
export interface DepositSettings {
  /**
   * How many of the member's deposits went through; left out for a visitor.
   */
  totalDepositSuccessCount?: number;
  /**
   * Y once the member's first deposit has gone through, N before; left out for a visitor.
   */
  firstDeposit?: 'Y' | 'N';
  [k: string]: number | string | boolean | 'Y' | 'N' | undefined;
}
/**
 * The merchant's lines, as /wps/system/domainRoute serves them for the line-speed test.
 */
export interface DomainRoute {
  /**
   * The addresses of the merchant's lines.
   */
  lines: string[];
}
/**
 * Feedback received (/wps/member/feedback).
 */
export interface FeedbackAnswer {
  /**
   * The id the feedback was filed under.
   */
  id: number;
}
export interface GameCard {
  /**
   * The vendor's account type, such as PG; never shown to players.
   */
  accountTypeName: string;
  /**
   * The name on the game card, in the player's language.
   */
  displayName: string;
  /**
   * Address of the game card's picture.
   */
  image: string;
  /**
   * The vendor's code of the game, sent when the game is launched.
   */
  gameId: string;
  /**
   * The vendor's node id sent with the launch and the demo, when the vendor needs one.
   */
  nodeId?: string;
  /**
   * The game's category (RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, ELOTT, …); when left out, the category of the lane's entry that lists the card's vendor.
   */
  gameType?: string;
  /**
   * Letters, digits and underscores: a lottery's prize mode, sent to the lottery when it opens (as lottoPrizeMode).
   */
  prizeMode?: string;
  /**
   * Where a lottery opens: betting, its betting screen (the default when it has a game code), or lobby.
   */
  lottoView?: 'betting' | 'lobby';
  /**
   * The card also offers a free demo of the game (GCS_gameTrialLaunch).
   */
  trial?: boolean;
  /**
   * The name of the game's category in the player's language, shown on the card when the merchant names the category.
   */
  categoryName?: string;
}
/**
 * A game category lane on home, as served: texts in the player's language (the merchant writes a GameLaneEntry).
 */
export interface GameLane {
  /**
   * The heading above the lane's games, in the player's language.
   */
  title: string;
  /**
   * A count shown beside the lane's heading, when the merchant gives one.
   */
  gameCount?: number;
  /**
   * The game categories of the lane and their vendors.
   */
  gameClassify?: GameClassify[];
  /**
   * The lane's game cards, in order.
   */
  cards: GameCard[];
  /**
   * The instant it starts being shown (ISO 8601, UTC), when it has a window; the app hides it before.
   */
  activeFrom?: string;
  /**
   * The instant it stops being shown (ISO 8601, UTC), when it has a window; the app drops it then, even on a page left open.
   */
  activeUntil?: string;
}
export interface GameClassify {
  /**
   * The category code; RNG and PVP are shown together as TCG.
   */
  type: string;
  /**
   * The vendors (account types) of this category in the lane.
   */
  vendors: string[];
  /**
   * The category's name in the player's language, when the merchant names it.
   */
  name?: string;
}
/**
 * Home's game lanes, as /wps/game/lanes serves them: texts in the player's language.
 */
export interface LanesAnswer {
  /**
   * What holds the lanes.
   */
  data: {
    /**
     * The merchant's game lanes, in order.
     */
    lanes: GameLane[];
  };
}
/**
 * A started game, as /wps/game/launchGame (the member's real game) and /wps/relay/GCS_gameTrialLaunch (a free demo) serve it.
 */
export interface LaunchAnswer {
  /**
   * The address of the game to open.
   */
  gameUrl: string;
}
/**
 * The mission leaderboard as MCSFE_getLeaderBoard serves it (the call answers null when the merchant runs no mission): texts in the player's language, other players' names masked.
 */
export interface LeaderBoardAnswer {
  /**
   * The leaderboard's heading, in the player's language.
   */
  title: string;
  /**
   * The text under the heading, in the player's language, or null without one.
   */
  description: string | null;
  /**
   * What a score is: depositTotal, the sum of successful deposits in the period; depositCount, their number.
   */
  metric: 'depositTotal' | 'depositCount';
  /**
   * When the period began (ISO 8601 date and time); null for an all-time board.
   */
  startsAt: string | null;
  /**
   * When the period ends (ISO 8601 date and time); null for an all-time board.
   */
  endsAt: string | null;
  /**
   * The best players, in rank order.
   */
  entries: LeaderBoardRow[];
  /**
   * The member's own row wherever it ranks; null for a visitor.
   */
  own: LeaderBoardRow | null;
}
export interface LeaderBoardRow {
  /**
   * The place on the board; ties share a rank (1, 2, 2, 4). Null for the member's own row while they have no score.
   */
  rank: number | null;
  /**
   * The player's name, masked except the member's own.
   */
  userName: string;
  /**
   * The player's score: a deposit total in the merchant's currency, or a number of deposits.
   */
  score: number;
  /**
   * True on the row of the member who asked.
   */
  self: boolean;
}
/**
 * A new session, as /wps/session/login, its two-factor step /wps/session/login/verification and /wps/session/remember serve it: the token, who logged in, and whether the password must be changed first. The spec asks only for the token and the two flags; the reference API sends the rest too.
 */
export interface LoginAnswer {
  /**
   * The session's token, sent as the bearer token of member calls.
   */
  token: string;
  /**
   * The member's id.
   */
  id?: number;
  /**
   * The member's customer id (the same number as the id here).
   */
  customerId?: number;
  /**
   * The member's username.
   */
  userName?: string;
  /**
   * 0, 1 or 2 for members; 4 for a member without chat permission.
   */
  customerType?: number;
  /**
   * Whether the member never logged in before (registration counts) and the password is not their own yet.
   */
  firstTimeLogin: boolean;
  /**
   * Whether the password is older than 90 days (a forced change when the merchant has it on).
   */
  passwordExpired: boolean;
  /**
   * Whether the password is the merchant's default one, given at mobile registration: it must be changed first.
   */
  defaultPassword?: boolean;
  /**
   * Given when remember-me was ticked: kept instead of the password, and spent by /wps/session/remember for the next session.
   */
  rememberToken?: string;
}
/**
 * The logged-in member, as /wps/member/info serves them: who they are, their kind and their VIP rank.
 */
export interface MemberInfo {
  /**
   * The member's id.
   */
  id: number;
  /**
   * The member's customer id (the same number as the id here).
   */
  customerId: number;
  /**
   * The member's username.
   */
  userName: string;
  /**
   * 0, 1 or 2 for members; 4 for a member without chat permission.
   */
  type: number;
  /**
   * The language the member chose, or null when they chose none.
   */
  language: string | null;
  /**
   * The member's VIP rank, or null while they hold none.
   */
  clubLabel: null | ClubLabel;
}
export interface ClubLabel {
  /**
   * The rank's id in the merchant's VIP programme.
   */
  labelId: number;
  /**
   * The rank's name in the player's language.
   */
  labelName: string;
  /**
   * AUTO for a rank earned by deposits (its benefits are shown), MANUAL for one an operator assigns.
   */
  type: 'AUTO' | 'MANUAL';
  /**
   * The rank's level, 1 the lowest.
   */
  rankLevel: number;
}
/**
 * The member's newcomer tasks as MCSFE_getNoviceTasks and MCSFE_claimNoviceTask serve them.
 */
export interface NoviceTasks {
  /**
   * The member's newcomer tasks with their progress.
   */
  tasks: NoviceTask[];
  /**
   * When the newcomer window closes (ISO 8601 date and time), or null when it has no end.
   */
  endsAt: string | null;
  /**
   * The rules shown under the tasks, as HTML in the player's language.
   */
  rules: string;
}
export interface NoviceTask {
  /**
   * The task's id, as the merchant set it.
   */
  id: string;
  /**
   * The task's name, in the player's language.
   */
  title: string;
  /**
   * What the member must do: SIGN_IN_DAYS, DEPOSIT_COUNT, DEPOSIT_TOTAL or BIND_MOBILE.
   */
  goal: 'SIGN_IN_DAYS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL' | 'BIND_MOBILE';
  /**
   * How much of the goal completes the task.
   */
  target: number;
  /**
   * How far the member is, never past the target.
   */
  progress: number;
  /**
   * The amount the task pays once claimed, in the merchant's currency.
   */
  reward: number;
  /**
   * IN_PROGRESS, CLAIMABLE (done, reward waiting), CLAIMED or EXPIRED.
   */
  status: TaskStatus;
}
/**
 * A password reset done (/wps/member/password/reset): the account, whose username the app shows for the next login.
 */
export interface PasswordResetAnswer {
  /**
   * The username of the account whose password was reset.
   */
  userName: string;
}
/**
 * What a device's token follows after a bind or a (un)subscribe (/wps/relay/CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe).
 */
export interface PushTopics {
  /**
   * The token the push service gave the device.
   */
  registrationToken: string;
  /**
   * The topics the device follows now.
   */
  topics: string[];
}
/**
 * How far the member is towards the next AUTO rank, as MCSFE_getPlayerRankProgress serves it.
 */
export interface RankProgressAnswer {
  /**
   * The next rank's conditions with the member's values; none at the top rank.
   */
  currentProgress: ConditionProgress[];
  /**
   * How many of the next rank's conditions the member meets, for the progress bar.
   */
  playerRankProgress: PlayerRankProgress;
  /**
   * The next rank's name in the request's language, or null at the top.
   */
  nextLabelName?: string | null;
}
export interface ConditionProgress {
  /**
   * depositCount, the number of successful deposits; depositTotal, their sum in the merchant's currency.
   */
  kind: 'depositCount' | 'depositTotal';
  /**
   * The value the rank asks for.
   */
  target: number;
  /**
   * The member's value so far.
   */
  current: number;
  /**
   * True once the member's value reaches the target.
   */
  met: boolean;
}
export interface PlayerRankProgress {
  /**
   * How many of the next rank's conditions the member meets.
   */
  completedConditions: number;
  /**
   * How many conditions the next rank has.
   */
  totalExpectedConditions: number;
  /**
   * The next rank's id; null, with 0 of 0 conditions, at the top.
   */
  labelId: number | null;
}
/**
 * How inviting friends works, as MCSFE_getReferralInfo serves it in the player's language, with the member's own code and count.
 */
export interface ReferralInfo {
  /**
   * How inviting friends works, step by step, in the player's language.
   */
  steps: string[];
  /**
   * What the inviter receives, in the player's language, or null when the merchant does not say.
   */
  reward: string | null;
  /**
   * The member's own code, put in their invitation link; null for a visitor.
   */
  code: string | null;
  /**
   * Members who registered with the code; null for a visitor.
   */
  invitedCount: number | null;
}
/**
 * A new account and its first session, as /wps/member/register, /wps/member/register/mobile and /wps/member/register/firebase serve them.
 */
export interface RegistrationAnswer {
  /**
   * The member's id.
   */
  id?: number;
  /**
   * The member's customer id (the same number as the id here).
   */
  customerId?: number;
  /**
   * The new member's username: the one typed, or one the server chose.
   */
  userName: string;
  /**
   * The new member's session token, sent as the bearer token of member calls.
   */
  token: string;
}
/**
 * The member's rescue bonus as MCSFE_getRescueInfo serves it: the loss of the last period and the tier it reaches.
 */
export interface RescueInfo {
  /**
   * The loss measured: DAY, yesterday's; WEEK, the last seven days' (today left out).
   */
  period: 'DAY' | 'WEEK';
  /**
   * The first day measured, YYYY-MM-DD, in the merchant's time zone.
   */
  from: string;
  /**
   * The last day measured, YYYY-MM-DD, in the merchant's time zone.
   */
  to: string;
  /**
   * The member's loss over the period, in the merchant's currency.
   */
  loss: number;
  /**
   * The bonus tiers, by rising minimum loss.
   */
  tiers: RescueTier[];
  /**
   * The place in the tiers list (from 0) of the tier the loss reaches, or null when it reaches none.
   */
  tier: number | null;
  /**
   * The bonus the member may claim for the period, in the merchant's currency.
   */
  eligibleAmount: number;
  /**
   * The rules as HTML, in the player's language.
   */
  rules: string;
}
export interface RescueTier {
  /**
   * The loss of the period, in the merchant's currency, from which this tier applies.
   */
  minLoss: number;
  /**
   * Share of the loss paid back, as a fraction above 0 and at most 1: 0.05 is 5 %.
   */
  rate: number;
  /**
   * The most this tier pays, in the merchant's currency.
   */
  maxBonus: number;
}
/**
 * A password-reset link sent by e-mail (/wps/member/password/reset/email).
 */
export interface ResetLinkAnswer {
  /**
   * How many minutes the link stays valid.
   */
  validMinutes: number;
}
/**
 * A password-reset link that is still valid (/wps/member/password/reset/token): whose password it resets, and until when.
 */
export interface ResetTokenAnswer {
  /**
   * The username of the account the link resets.
   */
  userName: string;
  /**
   * When the link expires, in milliseconds since 1970.
   */
  expirationTime: number;
}
/**
 * The member's daily sign-in calendar as MCSFE_getSignInCalendar and MCSFE_signIn serve it: the current cycle, dated in the merchant's days.
 */
export interface SignInCalendar {
  /**
   * Today's date, YYYY-MM-DD, in the merchant's time zone.
   */
  today: string;
  /**
   * The days of the current cycle, in order.
   */
  days: CalendarDay[];
  /**
   * True once the member has signed in today.
   */
  signedToday: boolean;
  /**
   * The reward of today's sign-in, made or still to make.
   */
  todayReward: number;
  /**
   * The rules as HTML, in the player's language.
   */
  rules: string;
}
export interface CalendarDay {
  /**
   * The day's place in the cycle, from 1.
   */
  day: number;
  /**
   * The day's date, YYYY-MM-DD, in the merchant's time zone.
   */
  date: string;
  /**
   * The reward of signing in on that day, in the merchant's currency.
   */
  reward: number;
  /**
   * True when the member signed in on that day.
   */
  signed: boolean;
  /**
   * True for today.
   */
  today: boolean;
}
/**
 * An SMS code sent (/wps/verification/sms/noLogin, /wps/member/password/reset/sms).
 */
export interface SmsCodeAnswer {
  /**
   * When the code expires, in milliseconds since 1970; the app counts down to it.
   */
  expirationTime?: number;
}
/**
 * The site's state for this visitor, as /wps/system/status serves it: maintenance, a region block, the visitor's address and the server's clock.
 */
export interface SystemStatus {
  /**
   * Whether the merchant has the site under maintenance now.
   */
  maintenance: boolean;
  /**
   * When the maintenance is planned to end, as an ISO 8601 date and time, or null when unknown.
   */
  maintenanceEnd?: string | null;
  /**
   * Whether the merchant refuses this visitor's address or country.
   */
  regionBlocked: boolean;
  /**
   * The visitor's address as the server sees it.
   */
  ip: string;
  /**
   * The server's clock, in milliseconds since 1970.
   */
  serverTime: number;
  /**
   * The affiliate this domain belongs to, or null: its code replaces the affiliate code www at registration.
   */
  affiliate?: null | {
    /**
     * The affiliate's code.
     */
    code: string;
    /**
     * The host name that names the affiliate.
     */
    domain: string;
    /**
     * A referral code that comes with the affiliate, when it has one.
     */
    referralCode?: string;
  };
}
/**
 * Ad events received (/wps/relay/CSP_sendTrackingEvent).
 */
export interface TrackingAnswer {
  /**
   * How many events were received.
   */
  received: number;
}
/**
 * The agent messages the member has not read (/wps/relay/CBS_unreadCount).
 */
export interface UnreadCount {
  /**
   * How many agent messages are unread.
   */
  unReadCount: number;
}
/**
 * Whether a username is taken (/wps/check/username).
 */
export interface UsernameCheckAnswer {
  /**
   * Whether a member of the merchant has the name.
   */
  exists: boolean;
}
/**
 * A username no member of the merchant has (/wps/member/register/autoUsername).
 */
export interface UsernameSuggestionAnswer {
  /**
   * The suggested username.
   */
  username: string;
}
/**
 * The merchant's VIP ranks as MCSFE_getVipBenefits serves them: by level, texts in the player's language.
 */
export interface VipBenefitsAnswer {
  /**
   * The merchant's VIP ranks, by level.
   */
  ranks: VipRankAnswer[];
  /**
   * The id of the member's own rank; null for a visitor or while they hold none.
   */
  currentLabelId: number | null;
}
export interface VipRankAnswer {
  /**
   * The rank's id.
   */
  labelId: number;
  /**
   * The rank's name, in the player's language.
   */
  labelName: string;
  /**
   * The rank's level; higher is better.
   */
  rankLevel: number;
  /**
   * AUTO, reached by meeting the conditions; MANUAL, assigned by an operator.
   */
  type: 'AUTO' | 'MANUAL';
  /**
   * What reaching the rank takes (all of them).
   */
  conditions: VipCondition[];
  /**
   * What the rank brings, one text per benefit, in the player's language.
   */
  benefits: string[];
}
export interface VipCondition {
  /**
   * depositCount, the number of successful deposits; depositTotal, their sum in the merchant's currency.
   */
  kind: 'depositCount' | 'depositTotal';
  /**
   * The number of deposits, or the amount in the merchant's currency, the member must reach.
   */
  target: number;
}
/**
 * The member's vouchers as MCSFE_getVouchers and MCSFE_claimVoucher serve them.
 */
export interface Vouchers {
  /**
   * The member's vouchers.
   */
  vouchers: Voucher[];
  /**
   * The member's successful deposits, which each voucher's deposits needed are measured against.
   */
  depositCount: number;
}
export interface Voucher {
  /**
   * The voucher's id, as the merchant set it.
   */
  id: string;
  /**
   * The voucher's name, in the player's language.
   */
  title: string;
  /**
   * The voucher's value, in the merchant's currency.
   */
  amount: number;
  /**
   * Successful deposits the member needs before claiming.
   */
  minDeposits: number;
  /**
   * When the voucher expires (ISO 8601 date and time).
   */
  expiresAt: string;
  /**
   * AVAILABLE, USED or EXPIRED.
   */
  status: VoucherStatus;
  /**
   * True when the voucher is available and the member has made the deposits it asks for.
   */
  claimable: boolean;
  /**
   * When the member claimed it (ISO 8601 date and time), once used.
   */
  claimedAt?: string;
  /**
   * The promotion whose go button leads to this voucher.
   */
  promotionType?: PromotionType;
}
/**
 * One promotion entry; shown only while the merchant runs a promotion of this type.
 */
export interface ActivityButtonProps {
  /**
   * The promotion this button opens. The button shows only while the merchant runs a promotion of this type; a tap leads to its page (for example LOGIN to the daily sign-in, REFERRAL to invite friends).
   */
  promotionType: PromotionType;
  /**
   * The picture on the button: gift, calendar, people, phone, trophy, shield, star or ticket.
   */
  icon: 'gift' | 'calendar' | 'people' | 'phone' | 'trophy' | 'shield' | 'star' | 'ticket';
  /**
   * The button's text. Left out, the button shows the promotion's own title in the player's language.
   */
  label?: string;
}
/**
 * A row of promotion entry buttons; its child blocks are activity-button.
 */
export interface ActivityButtonsProps {
  /**
   * How many promotion buttons sit side by side before the row wraps, from 2 to 5. Default 4.
   */
  columns?: number;
}
/**
 * A carousel of the banners of one group that slides by itself; a tap on a banner opens its promotion, link or game.
 */
export interface BannerCarouselProps {
  /**
   * Which banners the carousel shows: those of the merchant's content whose group name is this one (m_banner is the home page's group). Default m_banner.
   */
  group: string;
  /**
   * Time each banner stays before the carousel moves to the next, in milliseconds (1000 to 20000). Default 5000, that is 5 seconds.
   */
  autoplayMs?: number;
  /**
   * Width and height of the banner area as two whole numbers with a slash, such as 750/330; upload images of this shape so none is cut off. Default 750/330.
   */
  aspectRatio?: string;
}
/**
 * App download bar; hidden in the app, in the home-screen version and when no link is set up.
 */
export interface DownloadBarProps {
  /**
   * Where the bar sits: top, at the top of the page, or bottom, fixed to the bottom of the screen.
   */
  position: 'top' | 'bottom';
  /**
   * The rating printed beside the stars, from 0 to 5 (one decimal is shown). Default 5.
   */
  rating?: number;
}
/**
 * Game category lanes from the game lanes call.
 */
export interface GameLanesProps {
  /**
   * How each lane lays out its games: grid, in rows of several cards, or row, one line the player swipes sideways. Default grid.
   */
  layout?: 'grid' | 'row';
  /**
   * With the grid layout, how many game cards sit side by side, from 2 to 4. Default 2.
   */
  columns?: number;
}
/**
 * Scrolling notice line.
 */
export interface MarqueeProps {
  /**
   * How fast the announcement titles scroll across, in pixels per second (one pixel per frame at this many frames per second), from 10 to 240. Default 60.
   */
  speed?: number;
}
/**
 * The page footer: links to home, the promotions and the member's account, the chat button and the merchant's name.
 */
export interface SiteFooterProps {
  /**
   * Shows the chat button that opens the merchant's customer service (with the unread count for members), while the CBS3 flag is on. Default on.
   */
  showChat?: boolean;
}
/**
 * Logo bar with log-in/register links for visitors and the member's name once logged in.
 */
export interface SiteHeaderProps {
  /**
   * Shows the log-in and register links to visitors (members see their name instead). Default on.
   */
  showLogin?: boolean;
  /**
   * Shows the language picker in the header when the merchant allows more than one language. Default on.
   */
  showLanguage?: boolean;
}
/**
 * Keeps its child blocks in view at the top or the bottom of the screen while the page scrolls.
 */
export interface StickyContainerProps {
  /**
   * Where the blocks inside stay in view while the page scrolls: top or bottom of the screen. Default top.
   */
  position?: 'top' | 'bottom';
}
/**
 * When an item is shown: from activeFrom, inclusive, to activeUntil, exclusive (project/windowMoments.ts reads the moments).
 */
export interface ActiveWindow {
  [k: string]: unknown;
}
export interface TemplateParameters {
  /**
   * The merchant's logo in the page header, on the loading screen and on the maintenance screen. An http(s) address, or a path on this site such as /cdn/<merchant code>/logo.png.
   */
  image_logo: string;
  /**
   * The icon an iPhone or iPad shows when the player adds the site to the home screen. Left out, the device picks one itself. An http(s) address, or a path on this site such as /cdn/<merchant code>/apple-touch-icon.png.
   */
  apple_touch_icon?: string;
  /**
   * A setting handed on with the template parameters for the merchant's desktop site; the mobile site does not change with it.
   */
  desktop_app_feature?: boolean;
  /**
   * A sentence describing the site, shown by search engines and in link previews when the site is shared; one text, or one per language. Left out, the merchant's name is used.
   */
  description?: LocalizedText;
  pwa: PwaParameters;
}
/**
 * Name and icons of the site once a player installs it on the home screen (the web app's manifest).
 */
export interface PwaParameters {
  /**
   * The site's name in the browser tab and under the home-screen icon; a name over 12 characters is replaced by the short name on the home screen.
   */
  title: string;
  /**
   * The name used where space is short, at most 12 characters.
   */
  shortName: string;
  icons: PwaIcons;
}
/**
 * The home-screen app's icon in four square sizes, each a PNG image of exactly that size in pixels.
 */
export interface PwaIcons {
  /**
   * The app icon 192 by 192 pixels; also the browser tab's icon. An http(s) address, or a path on this site such as /cdn/<merchant code>/icon-192.png.
   */
  '192x192': string;
  /**
   * The app icon 256 by 256 pixels. An http(s) address, or a path on this site such as /cdn/<merchant code>/icon-256.png.
   */
  '256x256': string;
  /**
   * The app icon 384 by 384 pixels. An http(s) address, or a path on this site such as /cdn/<merchant code>/icon-384.png.
   */
  '384x384': string;
  /**
   * The app icon 512 by 512 pixels. An http(s) address, or a path on this site such as /cdn/<merchant code>/icon-512.png.
   */
  '512x512': string;
}
export interface Theme {
  /**
   * The main brand colour: buttons and highlights, with white text on them, and the browser's bar colour. A colour as #rgb or #rrggbb, such as #1f6feb.
   */
  primary: string;
  /**
   * The accent colour of links, focus outlines and small highlights such as the download bar's gift. A colour as #rgb or #rrggbb, such as #1f6feb.
   */
  secondary: string;
  /**
   * The colour behind every page. A colour as #rgb or #rrggbb, such as #1f6feb.
   */
  background: string;
  /**
   * The colour of cards, popups, form fields and bars that sit on the background. A colour as #rgb or #rrggbb, such as #1f6feb.
   */
  surface: string;
  /**
   * The colour of ordinary text, on the background and on surfaces. A colour as #rgb or #rrggbb, such as #1f6feb.
   */
  text: string;
  /**
   * The colour of the page header, with white text on it; also handed to the chat and to sites a login hands over to. Left out, the primary colour. A colour as #rgb or #rrggbb, such as #1f6feb.
   */
  headerColor?: string;
  /**
   * The merchant's logo as part of the look, normally the same image as the logo of the template parameters, which is the one the pages show. An http(s) address, or a path on this site such as /cdn/<merchant code>/logo.png.
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
  /**
   * The customer-service chat: members get the chat button with its unread count, and the merchant's customer-service script may load.
   */
  CBS3?: FlagToggle;
  /**
   * The floating lottery mini-game for logged-in members (version v1 unless set).
   */
  LOTTMINIGAME3?: MiniGameFlag;
  /**
   * The floating South-east-Asia lottery mini-game for logged-in members (version s1 unless set); used only while LOTTMINIGAME3 is off.
   */
  SEALOTTMINIGAME3?: MiniGameFlag;
  /**
   * Checks every hour, and when the player comes back to the tab, whether a new version of the site is out, and offers to refresh.
   */
  UPDATEMOBILEICC3?: FlagToggle;
  /**
   * A player who ticked 'remember me' is logged in automatically on arrival. With it on, a member's first login also leads to the password change.
   */
  AUTOLOGIN3?: FlagToggle;
  /**
   * A member whose password has expired must change it after logging in with their username.
   */
  FORCECHANGEPSW3?: FlagToggle;
  MOBILEPREFIX3?: MobilePrefixFlag;
  /**
   * A phone or Google sign-in with no account behind it creates the account at once, rather than asking the player.
   */
  FIREBASEREG3?: FlagToggle;
  GEETEST3?: CaptchaScenesFlag;
  /**
   * In the native app, the upgrade offer cannot be closed: the player must update.
   */
  FORCEUPDATE3?: FlagToggle;
  /**
   * The reward centre and the promotions: with it off, no promotion is offered and home's promotion buttons are hidden.
   */
  REWARDCENTER3?: FlagToggle;
  /**
   * Mobile number fields get a list of countries with their flags and dialling codes.
   */
  COUNTRYCODE3?: FlagToggle;
  /**
   * Games start only in the native app or the home-screen app; in a browser tab the player is offered the app download instead.
   */
  STARTGAMEINAPP3?: FlagToggle;
  FORCEDOWNLOAD3?: ForceDownloadFlag;
}
/**
 * The install prompt: a sheet at the bottom of /m/home offering the native app and the home-screen app, shown in a browser tab only.
 */
export interface InstallPromptFlag {
  /**
   * Turns the install prompt on.
   */
  enabled: boolean;
  /**
   * The button that leads on an iPhone or iPad: app (the native app) or pwa (add to the home screen). Other devices always lead with the app. Default app.
   */
  preferredWay?: 'app' | 'pwa';
  /**
   * After the player has declined the prompt this many times it no longer shows; -1 means no limit. Default -1.
   */
  maxCloseTimes?: number;
  /**
   * The prompt stops for a member with this many successful deposits, while the site is reached on one of the deposit domains; -1 means never. Default -1.
   */
  depositTimes?: number;
  /**
   * Host names on which the deposit limit applies; left out or empty, every domain.
   */
  depositDomains?: string[];
  /**
   * When on, the prompt stops once the member has made a first deposit. Default off.
   */
  firstDepositCheck?: boolean;
  /**
   * When on, only logged-in members see the prompt. Default off.
   */
  loginRequired?: boolean;
}
export interface FlagToggle {
  /**
   * Turns the feature on; a flag left out is off.
   */
  enabled: boolean;
}
export interface MiniGameFlag {
  /**
   * Turns the mini-game on.
   */
  enabled: boolean;
  /**
   * The letter v or s and a number, such as v1 or s1: the mini-game edition loaded. Default v1 for the lottery mini-game, s1 for the South-east-Asia one.
   */
  version?: string;
}
/**
 * Shows a fixed dialling code before the mobile number field, instead of a country list.
 */
export interface MobilePrefixFlag {
  /**
   * Turns the fixed dialling code on.
   */
  enabled: boolean;
  /**
   * A plus sign and 1 to 4 digits, such as +84: the dialling code shown before every mobile number.
   */
  prefix?: string;
}
/**
 * Where the player must solve the captcha, while the captcha is on in the register settings.
 */
export interface CaptchaScenesFlag {
  /**
   * Asks for the captcha before a login.
   */
  login?: boolean;
  /**
   * Asks for the captcha before an SMS code is sent; needs captcha version v4.
   */
  sms?: boolean;
  /**
   * Asks for the captcha before a registration.
   */
  register?: boolean;
}
/**
 * Asks logged-in members outside the native app to download it, on the home page.
 */
export interface ForceDownloadFlag {
  /**
   * Turns the download request on.
   */
  enabled: boolean;
  /**
   * The request stops for a member with more successful deposits than this. Default 5.
   */
  depositThreshold?: number;
  /**
   * After the member has closed the request more times than this it no longer shows; -1 means no limit. Default 5.
   */
  maxCloseTimes?: number;
}
/**
 * Content of the activity pages: daily sign-in, newcomer tasks, rescue bonus and vouchers. A page whose part is left out tells the player the activity is not available.
 */
export interface MerchantActivities {
  /**
   * The IANA time zone whose midnight starts a new day for daily sign-ins and rescue periods, such as Asia/Shanghai or America/Sao_Paulo.
   */
  timeZone: string;
  signIn?: SignInSettings;
  noviceTasks?: NoviceTaskSettings;
  rescue?: RescueSettings;
  /**
   * Vouchers each new member receives in the voucher centre (the deposit promotion types lead there).
   */
  vouchers?: VoucherEntry[];
}
/**
 * The daily sign-in calendar (promotion type LOGIN): a reward for each day the member signs in. Left out, the page says the activity is not available.
 */
export interface SignInSettings {
  /**
   * The reward of each day of the cycle, in order; the cycle is as many days as there are amounts (1 to 31). A missed day, or a finished cycle, starts again at day 1.
   *
   * @minItems 1
   * @maxItems 31
   */
  rewards: [number, ...number[]];
  /**
   * The rules shown under the calendar. Written as HTML; scripts, event handlers and script links are removed before it is shown. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  rules?: LocalizedText;
}
/**
 * Tasks a new member completes for a reward (promotion type REGISTER). Left out, the page says the activity is not available.
 */
export interface NoviceTaskSettings {
  /**
   * Days after registration during which tasks can be done and claimed. Left out, there is no time limit.
   */
  windowDays?: number;
  /**
   * The rules shown under the tasks. Written as HTML; scripts, event handlers and script links are removed before it is shown. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  rules?: LocalizedText;
  /**
   * The tasks, in the order the page lists them; at least one.
   *
   * @minItems 1
   */
  tasks: [NoviceTaskEntry, ...NoviceTaskEntry[]];
}
export interface NoviceTaskEntry {
  /**
   * Lowercase letters, digits and dashes, up to 40 characters, starting with a letter or digit: the task's id, unique among the tasks. Keep it once members have claimed the task.
   */
  id: string;
  /**
   * The task's name as the member reads it. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title: LocalizedText;
  /**
   * What the member must do: SIGN_IN_DAYS, days signed in; DEPOSIT_COUNT, successful deposits; DEPOSIT_TOTAL, their total amount; BIND_MOBILE, a mobile number on the account (target 1).
   */
  goal: 'SIGN_IN_DAYS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL' | 'BIND_MOBILE';
  /**
   * How much of the goal completes the task: days, deposits, an amount in the merchant's currency, or 1 for a mobile number.
   */
  target: number;
  /**
   * The amount the member receives on claiming the completed task, in the merchant's currency.
   */
  reward: number;
}
/**
 * A bonus paying back part of a member's losses (promotion type SAVIOR). Left out, the page says the activity is not available.
 */
export interface RescueSettings {
  /**
   * The loss measured: DAY, yesterday's; WEEK, the last seven days' (today left out).
   */
  period: 'DAY' | 'WEEK';
  /**
   * The rules shown on the rescue page. Written as HTML; scripts, event handlers and script links are removed before it is shown. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  rules?: LocalizedText;
  /**
   * The bonus levels: the highest tier whose minimum loss the member's loss reaches sets the bonus. The reference API keeps no bets, so a period's loss there is the member's successful deposits in it.
   *
   * @minItems 1
   */
  tiers: [RescueTier, ...RescueTier[]];
}
export interface VoucherEntry {
  /**
   * Lowercase letters, digits and dashes, up to 40 characters, starting with a letter or digit: the voucher's id, unique among the vouchers. Keep it once members have claimed the voucher.
   */
  id: string;
  /**
   * The voucher's name as the member reads it. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title: LocalizedText;
  /**
   * The voucher's value, in the merchant's currency.
   */
  amount: number;
  /**
   * Successful deposits the member must have made before claiming. Default 0.
   */
  minDeposits?: number;
  /**
   * Days from the member's registration until the voucher expires.
   */
  validDays: number;
  /**
   * The promotion whose go button leads to this voucher, one of the deposit promotion types.
   */
  promotionType?: PromotionType;
}
/**
 * An announcement as the merchant writes it: title and HTML content in one or several languages. The API serves it as an Announcement in the player's language.
 */
export interface AnnouncementEntry {
  /**
   * A whole number that identifies the announcement, unique among the merchant's announcements.
   */
  id: number;
  /**
   * The announcement's heading in the popup, also the text scrolling in the marquee. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title: LocalizedText;
  /**
   * The body of the announcement in the popup. Links open a web page in a new tab, or an app page when they start with /m. Written as HTML; scripts, event handlers and script links are removed before it is shown. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  content: LocalizedText;
  /**
   * Makes this an activity item: the popup adds 'go to activity' (to the reward centre for members) and 'I know' buttons for this promotion type.
   */
  promotionType?: PromotionType;
  /**
   * Who sees it: A, logged-in members; B, visitors who are not logged in; F, members on their first login only.
   */
  execution: 'A' | 'B' | 'F';
  /**
   * When it starts being shown: a date and time such as 2026-12-24T00:00:00+07:00, or without the offset (2026-12-24T00:00) in the merchant's time zone. Left out, it is shown from now.
   */
  activeFrom?: ShownFrom;
  /**
   * When it stops being shown, that moment excluded: a date and time such as 2026-12-26T00:00:00+07:00, or without the offset in the merchant's time zone. Left out, it is shown for good.
   */
  activeUntil?: ShownUntil;
}
/**
 * The merchant's latest native app per platform, served by GET /wps/system/appVersion; an app shell older than its platform's version is offered the upgrade.
 */
export interface AppRelease {
  /**
   * The latest Android app. An Android app older than this version is offered the upgrade.
   */
  android?: PlatformRelease;
  /**
   * The latest iPhone app. An iPhone app older than this version is offered the upgrade.
   */
  ios?: PlatformRelease;
  /**
   * Address of the image across the top of the upgrade offer. Left out, the app's download icon is shown.
   */
  banner?: string;
}
export interface PlatformRelease {
  /**
   * Numbers separated by dots, at most four, such as 2.5.0: the release's version, as the app writes it in its user agent (WLApp/<version>).
   */
  version: string;
  /**
   * What the release brings, shown in the upgrade offer. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  notes?: LocalizedText;
}
/**
 * A banner as the merchant writes it (m_banner on home, m_popup1/m_popup2 for save-image popups): its image and the image's description in one or several languages. The API serves it as a Banner in the player's language.
 */
export interface BannerEntry {
  /**
   * The group the banner belongs to: m_banner for the home page carousel, m_popup1 or m_popup2 for the save-image popups, or a group a carousel block names.
   */
  groupName: string;
  /**
   * Address of the banner image: an http(s) address, or a path on this site such as /cdn/<merchant code>/banner.jpg. One image for every language, or one per language code (such as {"EN": "/cdn/<merchant code>/banner-en.jpg"}) for a picture with words in it.
   */
  url: LocalizedFile;
  /**
   * A short text that describes the image; screen readers read it aloud and it shows when the image cannot load. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  alt: LocalizedText;
  /**
   * What a tap on the banner does: P opens a promotion; URL opens a link (in the app when it starts with /m, else in a new tab); G starts a game.
   */
  linkageType: 'P' | 'URL' | 'G';
  /**
   * With link type P, the promotion's id; with URL, an http(s) address or an app page under /m; with G, the game's code (a room id, when set, comes first; with neither, the game's lobby opens).
   */
  linkage?: string;
  /**
   * With link type G, the game's room, sent with the launch; it names the game before the link.
   */
  roomId?: string;
  /**
   * With link type G, the vendor's node id sent with the game launch, when the vendor needs one.
   */
  nodeId?: string;
  /**
   * With link type G, the game's category (RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, ELOTT, …); a visitor tapping a lottery is asked to log in.
   */
  gameType?: string;
  /**
   * With link type G, the game's vendor (account type, such as PG); a vendor with new games gets the New mark.
   */
  vendor?: string;
  /**
   * When it starts being shown: a date and time such as 2026-12-24T00:00:00+07:00, or without the offset (2026-12-24T00:00) in the merchant's time zone. Left out, it is shown from now.
   */
  activeFrom?: ShownFrom;
  /**
   * When it stops being shown, that moment excluded: a date and time such as 2026-12-26T00:00:00+07:00, or without the offset in the merchant's time zone. Left out, it is shown for good.
   */
  activeUntil?: ShownUntil;
}
/**
 * The reference API's customer-service chat (CBS_launchChat, CBS_unreadCount): who answers and what they say first.
 */
export interface ChatSettings {
  /**
   * The name shown beside the agent's messages in the chat.
   */
  agentName: string;
  /**
   * The first agent message every member finds in the chat, unread until they open it. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  welcome: LocalizedText;
  /**
   * The agent's answer to each message a member sends, after the reply delay. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  autoReply: LocalizedText;
  /**
   * Seconds between a member's message and the automatic reply, from 0 to 3600. Default 10.
   */
  autoReplyDelaySeconds?: number;
}
/**
 * What the reference API serves for this merchant.
 */
export interface MerchantContent {
  /**
   * The banner images of every group: the home carousel (m_banner) and the save-image popups (m_popup1, m_popup2).
   */
  banners: BannerEntry[];
  /**
   * The lanes of games on the home page, in order: each a title and its game cards.
   */
  lanes: GameLaneEntry[];
  /**
   * What players read for each game category, such as LIVE or LOTT, one text or one per language; a category without a name is not shown.
   */
  categories?: GameCategoryNames;
  /**
   * The promotions on offer in the reward centre, on the promotion pages and behind home's promotion buttons.
   */
  promotions: PromotionEntry[];
  /**
   * The announcements the announcement popup and the scrolling marquee show (served by MCSFE_getListAnnouncements).
   */
  announcements: AnnouncementEntry[];
  /**
   * Countries offered for mobile numbers in the country-code picker; the first is the default. Left out, a built-in list with the country of the merchant's currency first.
   */
  countries?: Country[];
  /**
   * Deposit values handed to the app as they are, such as minDeposit and maxDeposit (the deposit limits shown on the member's home), in the merchant's currency.
   */
  depositSettings?: {
    [k: string]: number | string | boolean;
  };
  /**
   * Script elements of a customer-service widget the page loads when CBS3 is on, such as <script src="https://…" async></script>; each src must be on one of the customer-service script origins, and inline code is refused (served by WPSCORE_getCustomerServiceScript).
   */
  customerServiceScript?: string;
  /**
   * The reference customer-service chat: the agent's name, welcome message and automatic reply.
   */
  chat?: ChatSettings;
  /**
   * The VIP ranks members reach, with their conditions and benefits.
   */
  vip?: VipProgram;
  /**
   * The mission leaderboard on /m/leaderBoard (promotion type MISSION).
   */
  leaderBoard?: LeaderBoard;
  /**
   * What the invite-friends page (/m/inviteFriends) says: the steps and the reward.
   */
  referral?: ReferralProgram;
  /**
   * The activity pages: daily sign-in, newcomer tasks, rescue bonus and vouchers.
   */
  activities?: MerchantActivities;
  /**
   * The latest native app version per platform, and the upgrade offer's banner and notes.
   */
  appRelease?: AppRelease;
  /**
   * Vendors (account types, such as PG) whose games get the New mark.
   */
  newGameVendors?: NewGameVendors;
}
/**
 * A lane of home as the merchant writes it: its title and its games' names in one or several languages. The API serves it as a GameLane in the player's language.
 */
export interface GameLaneEntry {
  /**
   * The heading above the lane's games. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title: LocalizedText;
  /**
   * A count shown beside the lane's heading (such as '120 games'). Left out, no count is shown.
   */
  gameCount?: number;
  /**
   * The game categories of the lane and their vendors: their names show beside the heading, and a card without its own category takes the one listing its vendor.
   */
  gameClassify?: GameClassifyEntry[];
  /**
   * The lane's game cards, in order.
   */
  cards: GameCardEntry[];
  /**
   * When it starts being shown: a date and time such as 2026-12-24T00:00:00+07:00, or without the offset (2026-12-24T00:00) in the merchant's time zone. Left out, it is shown from now.
   */
  activeFrom?: ShownFrom;
  /**
   * When it stops being shown, that moment excluded: a date and time such as 2026-12-26T00:00:00+07:00, or without the offset in the merchant's time zone. Left out, it is shown for good.
   */
  activeUntil?: ShownUntil;
}
export interface GameClassifyEntry {
  /**
   * The category code, such as LIVE or LOTT; RNG and PVP are shown together as TCG, named under TCG in the category names.
   */
  type: string;
  /**
   * The vendors (account types, such as PG) of this category in the lane.
   */
  vendors: string[];
}
/**
 * A game as the merchant writes it: its name in one or several languages. The API serves it as a GameCard in the player's language.
 */
export interface GameCardEntry {
  /**
   * The vendor's account type, such as PG: the vendor the game is launched with, never shown to players; a vendor with new games gets the New mark.
   */
  accountTypeName: string;
  /**
   * The name on the game card; a brand known by one name is written the same in every language. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  displayName: LocalizedText;
  /**
   * The game card's picture. An http(s) address, or a path on this site such as /cdn/<merchant code>/game.png.
   */
  image: string;
  /**
   * The vendor's code of the game, sent when the game is launched.
   */
  gameId: string;
  /**
   * The vendor's node id sent with the launch and the demo, when the vendor needs one.
   */
  nodeId?: string;
  /**
   * The game's category (RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, ELOTT, …), whose name shows on the card; a visitor tapping a lottery is asked to log in. Left out, the category of the lane's entry that lists the card's vendor.
   */
  gameType?: string;
  /**
   * Letters, digits and underscores: a lottery's prize mode, sent to the lottery when it opens (as lottoPrizeMode).
   */
  prizeMode?: string;
  /**
   * Where a lottery opens: betting, its betting screen (the default when it has a game code), or lobby.
   */
  lottoView?: 'betting' | 'lobby';
  /**
   * When on, the card also offers a free demo of the game. Default off.
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
  /**
   * A whole number that identifies the promotion, unique among the merchant's promotions; its page is /m/activity?id=<id>, and banners of link type P name it.
   */
  id: number;
  /**
   * The kind of promotion, which decides where its go button leads: LOGIN the daily sign-in, REGISTER the newcomer tasks, SAVIOR the rescue bonus, the deposit types the voucher centre, REFERRAL invite friends, MISSION the leaderboard, UPGRADE_BONUS the member benefits, APP_DOWNLOAD the app download.
   */
  promotionType: PromotionType;
  /**
   * The promotion's name on its page, in the reward centre and on home's promotion buttons. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title: LocalizedText;
  /**
   * Whether the promotion is on offer; when off, no page or button offers it.
   */
  enabled: boolean;
  /**
   * When the promotion starts, as an ISO 8601 date and time with its offset (such as 2025-01-01T00:00:00+07:00); shown on its page in the player's time zone.
   */
  startTime?: string;
  /**
   * When the promotion ends, as an ISO 8601 date and time with its offset. Left out, it runs until further notice.
   */
  endTime?: string;
  /**
   * The image at the top of the promotion's page and in the list of promotions. An http(s) address, or a path on this site such as /cdn/<merchant code>/promo.jpg.
   */
  banner?: string;
  /**
   * The promotion's rules, shown on its page. Written as HTML; scripts, event handlers and script links are removed before it is shown. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  rules?: LocalizedText;
}
/**
 * The merchant's VIP ranks (club labels). A member holds the highest AUTO rank whose conditions they all meet, or a higher rank an operator assigned them (any type). Served by MCSFE_getVipBenefits and MCSFE_getPlayerRankProgress, and as clubLabel in the member info.
 */
export interface VipProgram {
  /**
   * The VIP ranks (club labels) members can hold, shown on the member benefits page by level.
   */
  ranks: VipRank[];
}
export interface VipRank {
  /**
   * A whole number from 1 that identifies the rank (its label id), unique among the merchant's ranks; keep it once members hold the rank.
   */
  id: number;
  /**
   * The rank's name, shown on the member's home and the benefits page. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  labelName: LocalizedText;
  /**
   * The rank's level, from 1; higher is better. Unique among the merchant's ranks.
   */
  rankLevel: number;
  /**
   * AUTO: members reach it by meeting the conditions, and its benefits are shown; MANUAL: only an operator assigns it.
   */
  type: 'AUTO' | 'MANUAL';
  /**
   * What reaching this rank takes; the member must meet all of them.
   */
  conditions: VipCondition[];
  /**
   * What the rank brings, one text per benefit, listed on the benefits page. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  benefits: LocalizedText[];
}
/**
 * The mission leaderboard (MCSFE_getLeaderBoard): the players the merchant lists, and the logged-in member ranked among them by their own successful deposits in the current period. Names are masked before they leave the API.
 */
export interface LeaderBoard {
  /**
   * The leaderboard's heading. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title: LocalizedText;
  /**
   * A text under the heading, such as the prizes. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  description?: LocalizedText;
  /**
   * What a member's score is: depositTotal, the sum of their successful deposits in the period; depositCount, their number.
   */
  metric: 'depositTotal' | 'depositCount';
  /**
   * The time the scores count (in UTC): week, the current week from Monday; month, the current month; all, all time. Default week.
   */
  period?: 'week' | 'month' | 'all';
  /**
   * How many ranks the board lists, from 1 to 100. Default 20.
   */
  size?: number;
  /**
   * The players listed on the board with their scores; the logged-in member is ranked among them. Names are masked before they are shown.
   */
  entries: LeaderBoardEntry[];
}
export interface LeaderBoardEntry {
  /**
   * The player's username; the board shows it masked.
   */
  userName: string;
  /**
   * The player's score: a deposit total in the merchant's currency, or a number of deposits, as the score setting says.
   */
  score: number;
}
/**
 * How inviting friends works (MCSFE_getReferralInfo), shown to visitors and members on /m/inviteFriends.
 */
export interface ReferralProgram {
  /**
   * How inviting friends works, one text per step, in order; at least one. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   *
   * @minItems 1
   */
  steps: [LocalizedText, ...LocalizedText[]];
  /**
   * What the inviter receives, shown under the steps. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  reward?: LocalizedText;
}
export interface DownloadLink {
  /**
   * What the link is: Android, the Android app package; IOS, the iPhone app; MOBILECONFIG, the iPhone configuration profile; AppDownloadIcon, the app icon shown in download offers.
   */
  resourceType: 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon';
  /**
   * Where the file or page is. An http(s) address, or a path on this site such as /cdn/<merchant code>/icon-192.png.
   */
  url: string;
}
/**
 * One merchant: merchants/<merchantCode>.json. Adding a merchant is adding one such file.
 */
export interface MerchantFile {
  /**
   * The address of the schema that checks this file, for editors; leave it as it is.
   */
  $schema?: string;
  /**
   * Which version of the file format this file follows, kept by the tools: leave it as it is. When the format changes, "npx wl migrate" updates the file and this number ("npx wl validate" says when a file needs it); a file without it counts as version 0.
   */
  schemaVersion?: number;
  /**
   * 2 to 32 lowercase letters, digits or dashes, starting with a letter or digit: the merchant's code, sent with every call as the Merchant header and also the file's name.
   */
  merchantCode: string;
  /**
   * The merchant's name as players read it: in download and install offers, as the logo's text for screen readers, and as the title handed to the chat and to games.
   */
  name: string;
  /**
   * Host names this merchant's site answers on, such as m.example.com, in lowercase; at least one.
   *
   * @minItems 1
   */
  domains: [string, ...string[]];
  languages: MerchantLanguages;
  /**
   * Three capital letters, the ISO 4217 code of the merchant's currency, such as VND; amounts are in it, and it puts its country first in the built-in country list.
   */
  currency: string;
  /**
   * The IANA time zone, such as Asia/Ho_Chi_Minh, in which a time written without an offset (when a banner or a popup is shown, say) is read. Left out, the activities' time zone, else UTC.
   */
  timeZone?: string;
  /**
   * The site's colours and logo.
   */
  theme: Theme;
  /**
   * Logo, description and home-screen app settings of the site.
   */
  templateParameters: TemplateParameters;
  pages: MerchantPages;
  /**
   * The merchant's customer-service contacts, opened by the contact-us buttons and by the chat button for visitors.
   */
  customerService: CustomerServiceEntry[];
  resources: MerchantResources;
  /**
   * Addresses of the image servers (CDNs) the merchant's images come from, such as https://img.example.com, or a path of this site such as /cdn; the site allows images from them, and an image on one of them that fails to load is tried at the same path on the others, in this order.
   */
  imageCDNs: string[];
  /**
   * A site for trying things out, not for players: its pages ask search engines to leave them out of their results. Default off.
   */
  test?: boolean;
  /**
   * Sites, written as origins such as https://sports.example.com, that a login may return the player to with their session (the redirectUrl of the login page). Any other site gets nothing.
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
   * The merchant's lines offered by the line-speed test: origins such as https://m2.example.com, or host names served on the scheme and port the player came in on; each must be one of the domains, at most 50 (served by /wps/system/domainRoute). Default: the address the player reached.
   *
   * @maxItems 50
   */
  lines?: string[];
  lineSpeedTest?: LineSpeedTestSettings;
  tokenSync?: TokenSyncSettings;
  push?: PushSettings;
  /**
   * The white-label features switched on for this merchant, each with its options; a flag left out is off.
   */
  whitelabel: WhitelabelFlags;
  /**
   * What the merchant's API serves: banners, game lanes, promotions, announcements, activities and more.
   */
  content: MerchantContent;
}
/**
 * The languages players may choose, and the one shown first.
 */
export interface MerchantLanguages {
  /**
   * Language codes players may choose (CN, EN, VI, PT-BR, …); the language picker offers them when there is more than one.
   *
   * @minItems 1
   */
  allowed: [LanguageCode, ...LanguageCode[]];
  /**
   * The language shown to a player who has not chosen one; also the fallback of texts missing in the player's language.
   */
  default: LanguageCode;
}
/**
 * Which page template lays out each page, and this merchant's changes to it.
 */
export interface MerchantPages {
  /**
   * The home page's template and this merchant's changes to it.
   */
  home: PageChoice;
}
export interface PageChoice {
  /**
   * The page template to use: a file name in templates/ without .json, such as casino-home.
   */
  template: string;
  /**
   * Changes to the template's block and popup settings, by block or popup id: each the settings to change, such as {"banner": {"autoplayMs": 3000}}.
   */
  props?: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
  /**
   * Block ids in the order this merchant shows them, replacing the template's order.
   */
  order?: string[];
  /**
   * Ids of the template's blocks and popups this merchant does not show.
   */
  disabled?: string[];
}
/**
 * Download links of the merchant's apps.
 */
export interface MerchantResources {
  /**
   * The Android app, iPhone app, iPhone configuration profile and app icon; a kind left out is not offered.
   */
  downloads: DownloadLink[];
}
/**
 * What the browser may load beyond the site's own origin and the origins other settings already name (bot-check servers, customer-service script origins, lines, push and sign-in).
 */
export interface ContentSecuritySettings {
  /**
   * Where the merchant's games are served from, shown in a frame. The reference API's demo game is on the site's own origin.
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  gameOrigins?: string[];
  /**
   * Further origins scripts may load from, such as the bot-check service's API servers.
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  scriptOrigins?: string[];
  /**
   * Further origins the page may call.
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  connectOrigins?: string[];
  /**
   * Origins of the merchant's native app shells that may show the site in a frame. Empty or left out: no site may frame it.
   *
   * Items: An origin such as https://games.example.com, or https://*.example.com for every subdomain
   */
  shellOrigins?: string[];
  /**
   * Advertising pixels (facebook, tiktok, google, kwai) whose scripts may load when a visitor arrives with their ids. Left out or empty: none.
   */
  adPixels?: ('facebook' | 'tiktok' | 'google' | 'kwai')[];
}
/**
 * How SMS codes and phone or social sign-in work for this merchant.
 */
export interface SmsSettings {
  /**
   * local: the merchant's API sends SMS codes itself; firebase: phone and Google sign-in go through the identity provider (Firebase), set up with the keys below.
   */
  provider: 'local' | 'firebase';
  /**
   * The identity provider's public web API key, with no colon in it (never a secret).
   */
  apiKey?: string;
  /**
   * The identity provider's sign-in domain, such as example.firebaseapp.com; needed for Google sign-in.
   */
  authDomain?: string;
  /**
   * 4 to 40 lowercase letters, digits or dashes: the identity provider's project whose sign-ins the API accepts.
   */
  projectId?: string;
  /**
   * The identity provider's web app id.
   */
  appId?: string;
  /**
   * When a phone or Google sign-in has no account behind it and FIREBASEREG3 is off, also offers the player to create an account, besides logging in to one they have. Default off.
   */
  bindOfferRegister?: boolean;
}
/**
 * The captcha (Geetest) that checks a person is there at login, registration and SMS sending.
 */
export interface CaptchaSettings {
  /**
   * The merchant's captcha id at the captcha service.
   */
  GEETEST_ID: string;
  /**
   * The captcha service's version: v3 or v4. The captcha before SMS sending needs v4. Default v3.
   */
  GEETEST_VERSION?: 'v3' | 'v4';
  /**
   * How many profile pictures there are to choose from, handed to the app as it is. Default 9.
   */
  PROFILE_ICON_COUNT?: number;
  /**
   * Where the captcha script is loaded from, tried in order, 3 seconds each. Default: the API's own /wps/captcha/static.
   *
   * @minItems 1
   */
  GEETEST_SERVERS?: [string, ...string[]];
}
/**
 * Captcha, default password and affiliate codes of registrations.
 */
export interface RegisterSettings {
  /**
   * Whether the captcha is in use at all; the captcha scenes flag (GEETEST3) then says where.
   */
  captcha: {
    /**
     * Turns the captcha on for the scenes GEETEST3 names (login, SMS, registration).
     */
    enabled: boolean;
  };
  /**
   * Capital letters, digits and underscores, starting with a letter: the name of the server environment variable that holds the password given to mobile registrations made without a password field. The password itself never goes in this file.
   */
  mobileDefaultPasswordEnv?: string;
  /**
   * An affiliate code (letters, digits, _ or -, up to 32) for each host name: a registration on that domain whose affiliate code is www gets this one instead.
   */
  domainAffiliates?: {
    [k: string]: string;
  };
}
/**
 * The maintenance screen that replaces every page while the site is down for work.
 */
export interface MaintenanceSettings {
  /**
   * Every page shows the maintenance screen; takes effect without a restart.
   */
  enabled: boolean;
  /**
   * When maintenance should end, as an ISO 8601 date and time with its offset (such as 2025-06-01T08:00:00+07:00); shown in the player's time zone while it is ahead.
   */
  end?: string;
  /**
   * Replaces the product's 'Under maintenance' heading. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  title?: LocalizedText;
  /**
   * Replaces the product's maintenance explanation. One text, or one per language code (such as {"EN": "…", "VI": "…"}).
   */
  description?: LocalizedText;
}
/**
 * Visitors refused by country or address; they see the access-denied screen.
 */
export interface RegionRestriction {
  /**
   * ISO 3166 country codes (two capital letters, such as US) refused; the visitor's country comes from the country header, else the country-by-address table.
   */
  blockedCountries?: string[];
  /**
   * Addresses refused: single IPv4 or IPv6 addresses, or CIDR ranges such as 203.0.113.0/24.
   */
  blockedIps?: string[];
  /**
   * Letters, digits and dashes: the name of a request header, set and overwritten by the proxy in front of the API, that gives the visitor's country (such as CF-IPCountry). Never name one a visitor could send through.
   */
  countryHeader?: string;
  /**
   * The country (two capital letters) of addresses or CIDR ranges, for a reference API with no proxy to ask, and for tests.
   */
  countryByIp?: {
    [k: string]: string;
  };
}
/**
 * Where the line-speed test page is, and slow lines to try it with.
 */
export interface LineSpeedTestSettings {
  /**
   * A path under /m/ such as /m/lines (letters, digits, _ and - between slashes): a page of the merchant's own that shows the line-speed test, besides /m/lineSpeedTest.
   */
  path?: string;
  /**
   * Reference API only: answers the speed test's ping this many milliseconds later (0 to 15000) on each host named, to try the page with a slow line.
   */
  pingDelayMs?: {
    [k: string]: number;
  };
}
/**
 * Tells another service of the site when a member's session starts or ends: the app posts the member's token to this address on login and when a saved session is restored, and sends DELETE on logout. Left out: no sync.
 */
export interface TokenSyncSettings {
  /**
   * A path on the site's own origin (such as /auth/session), or an absolute address on it; any other origin is refused, since the token must not leave the site.
   */
  url: string;
}
/**
 * The merchant's web push project (Firebase Cloud Messaging), for notifications to members. Every value is public web-app configuration, never a secret. Left out: no notification prompt and no push.
 */
export interface PushSettings {
  /**
   * 80 to 100 characters of letters, digits, _ and -: the public key (base64url) of the project's web push certificate.
   */
  vapidKey: string;
  /**
   * The project's web app id, shaped like 1:123456789:web:abc123.
   */
  appId: string;
  /**
   * The project's public web API key, with no colon in it (never a secret).
   */
  apiKey: string;
  /**
   * The project's sign-in domain, such as example.firebaseapp.com.
   */
  authDomain?: string;
  /**
   * 4 to 40 lowercase letters, digits or dashes: the push project's id.
   */
  projectId: string;
  /**
   * Up to 20 digits: the project's messaging sender id.
   */
  messagingSenderId: string;
  /**
   * The project's Google web client id, for Google sign-in; when set, the site allows the sign-in service's frames.
   */
  googleWebClientId?: string;
}
/**
 * The announcement and activity popup: a carousel of the announcements the API lists for this player (execution A members, B visitors, F also first-time-login members).
 */
export interface AnnouncementPopupProps {
  /**
   * Time each announcement stays before the popup moves to the next, in milliseconds; 0 turns autoplay off. Default 5000, that is 5 seconds.
   */
  autoplayMs?: number;
  /**
   * When on, closing the popup first moves to the last announcement, so the player sees them all before it goes. Default off.
   */
  forceRead?: boolean;
  /**
   * The checkbox the popup offers: today ('do not show today') hides it until the next local midnight; never hides it until the announcements change. Default today.
   */
  dismissMode?: 'today' | 'never';
  /**
   * Where 'go to activity' leads a visitor who is not logged in: login or register. A member always goes to the reward centre. Default login.
   */
  guestActivityTarget?: 'login' | 'register';
}
/**
 * Offers the native app's latest release inside the app shell, when GET /wps/system/appVersion says the running app is older and the merchant has an app link. Its banner and release notes come from the merchant's content.appRelease; with FORCEUPDATE3 on it cannot be closed.
 */
export interface AppUpgradeProps {
  /**
   * Time the player spends on the page before the upgrade offer may show, in milliseconds. Default 0, at once.
   */
  delayMs?: number;
}
/**
 * Asks a logged-in player outside the native app to download it, on home pages, while FORCEDOWNLOAD3 is on and the merchant has an app link. The flag sets the deposit threshold past which it hides and how often it may be closed; after a close it returns when a deposit goes through (the deposit count is polled every 30 s).
 */
export interface ForceDownloadProps {
  /**
   * Address of the picture across the top of the download request. Left out, the app's download icon is shown.
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
   * Time the member spends on the page before the notification prompt may show, in milliseconds (at most 120000, two minutes). Default 3000, that is 3 seconds.
   */
  delayMs?: number;
}
/**
 * Offers to save a promotional image (the first banner of a group) or copy its link; shown on home pages in the browser only, once per image.
 */
export interface SaveImagePopupProps {
  /**
   * The banner group whose first image the popup offers to save: m_popup1 or m_popup2.
   */
  group: 'm_popup1' | 'm_popup2';
  /**
   * Time the player spends on the page before the popup may show, in milliseconds. Default 20000, that is 20 seconds.
   */
  delayMs?: number;
}
/**
 * A reward claimed in an activity: a newcomer task's (POST /wps/relay/MCSFE_claimNoviceTask) or a voucher (POST /wps/relay/MCSFE_claimVoucher).
 */
export interface ActivityClaim {
  /**
   * The id of the task whose reward is claimed.
   */
  taskId?: string;
  /**
   * The id of the voucher claimed.
   */
  voucherId?: string;
}
/**
 * The query of the announcement list (GET /wps/relay/MCSFE_getListAnnouncements). Each parameter is given once.
 */
export interface AnnouncementsQuery {
  /**
   * The kinds of notice to list, separated by commas: PR for promotion notices, the only kind the app shows (the default).
   */
  types?: string;
  /**
   * The platform the notices are for: M for mobile (the default).
   */
  platform?: string;
  /**
   * The notices’ category, such as app_download.
   */
  category?: string;
}
/**
 * The query of the native app’s update check (GET /wps/system/appVersion). Each parameter is given once.
 */
export interface AppVersionQuery {
  /**
   * The app’s platform: ANDROID or IOS, in any case.
   */
  device: string;
  /**
   * The version the app runs, a dotted number of one to four parts such as 2.4.39.
   */
  version: string;
}
/**
 * What a captcha solved for a call: Geetest v3's challenge, validate and seccode, or v4's answer as JSON.
 */
export interface CaptchaProof {
  /**
   * The challenge the captcha was set with (v3).
   */
  geetestChallenge?: string;
  /**
   * The captcha's validate string (v3).
   */
  geetestValidate?: string;
  /**
   * The captcha's seccode (v3).
   */
  geetestSeccode?: string;
  /**
   * The captcha's answer as JSON (v4).
   */
  geetestValidateV4?: string;
}
/**
 * The query of the banner list (GET /wps/system/banners). Each parameter is given once.
 */
export interface BannersQuery {
  /**
   * The groups whose banners to list, separated by commas; every banner when left out.
   */
  groups?: string;
}
/**
 * The local captcha's answer (POST /wps/captcha/verify), sent by its script: the challenge and where the piece was dropped.
 */
export interface CaptchaAnswer {
  /**
   * The challenge the puzzle was set for.
   */
  challenge?: string;
  /**
   * Where the player dropped the piece, as the script measures it; the server judges its shape.
   */
  answer?: {
    [k: string]: unknown;
  };
}
/**
 * The query of the local captcha’s puzzle (GET /wps/captcha/puzzle), asked by its script without the Merchant header. Each parameter is given once.
 */
export interface CaptchaPuzzleQuery {
  /**
   * The challenge the captcha config gave; a missing or spent one is captcha.expired.
   */
  challenge: string;
}
/**
 * The query of the chat launch (GET /wps/relay/CBS_launchChat): how the chat page is to look and where it returns. Each parameter is given once.
 */
export interface ChatLaunchQuery {
  /**
   * 1 for the chat of a player with the merchant’s support, the one the app opens.
   */
  b2c?: '0' | '1';
  /**
   * The chat page’s heading; the merchant’s name when left out.
   */
  title?: string;
  /**
   * The web address the chat page’s back button returns to.
   */
  backUrl?: string;
  /**
   * The language the chat page opens in; the merchant’s default when left out.
   */
  language?: string;
  /**
   * The colour of the chat page’s header, such as #1a2b3c.
   */
  headerColor?: string;
}
/**
 * A message the member writes in the customer-service chat (POST /wps/chat/messages).
 */
export interface ChatMessage {
  /**
   * What the member wrote.
   */
  text?: string;
}
/**
 * Feedback a member sends (POST /wps/member/feedback).
 */
export interface FeedbackRequest {
  /**
   * What the feedback is about, one of the merchant's categories.
   */
  category?: string;
  /**
   * What the member wrote.
   */
  message?: string;
  /**
   * How the member would like to be answered, if they say.
   */
  contact?: string | null;
}
/**
 * The Core Web Vitals of one page load, sent by the app with a beacon when the page is hidden (POST /wps/rum).
 */
export interface FieldData {
  /**
   * The page the player landed on, by the product's name for it (rules/fieldData.ts).
   */
  page: string;
  /**
   * Each metric's latest value: milliseconds, or for CLS the layout-shift score.
   *
   * @minItems 1
   * @maxItems 5
   */
  metrics:
    | [
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        }
      ]
    | [
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        }
      ]
    | [
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        }
      ]
    | [
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        }
      ]
    | [
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        },
        {
          /**
           * Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint or Time to First Byte.
           */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          /**
           * The metric's latest value: milliseconds, or for CLS the layout-shift score.
           */
          value: number;
        }
      ];
}
/**
 * The query of a member’s game launch (GET /wps/game/launchGame): a vendor game by its code and vendor, or the lottery by lottoArea VN or lottoMode SEA_Tradition_Mobile with launchMode LOTT. A value the call refuses is launch.param.invalid. Each parameter is given once.
 */
export interface GameLaunchQuery {
  /**
   * A vendor game’s code, with its vendor.
   */
  gameCode?: string;
  /**
   * The vendor of the game.
   */
  vendor?: string;
  /**
   * The game’s node, where the vendor has several.
   */
  nodeId?: string;
  /**
   * The game’s room, where the game has several.
   */
  roomId?: string;
  /**
   * The kind of game, as the game card names it.
   */
  playType?: string;
  /**
   * LOTT for the lottery.
   */
  launchMode?: 'LOTT';
  /**
   * VN for the Vietnam lottery.
   */
  lottoArea?: 'VN';
  /**
   * SEA_Tradition_Mobile for the South-east-Asia lottery.
   */
  lottoMode?: 'SEA_Tradition_Mobile';
  /**
   * betting to open a lottery game’s betting, lobby for the lottery’s lobby.
   */
  lottoView?: 'betting' | 'lobby';
  /**
   * The lottery game to bet on; needed with the betting view.
   */
  lottoGameCode?: string;
  /**
   * The lottery’s prize mode: letters, digits and _.
   */
  lottoPrizeMode?: string;
  /**
   * Whether the lottery shows its lobby: true (the default) or false.
   */
  hasLobby?: 'true' | 'false';
  /**
   * MOBILE, the device this app launches for.
   */
  device: 'MOBILE';
  /**
   * The web address the game’s back button returns to.
   */
  backUrl: string;
  /**
   * The language the game opens in; the merchant’s default when left out.
   */
  language?: LanguageCode;
  /**
   * The lottery lobby’s heading, when no game names it.
   */
  title?: string;
  /**
   * The member’s VIP label, for the lottery’s header.
   */
  labelName?: string;
}
/**
 * An account made from an identity provider's sign-in (POST /wps/member/register/firebase).
 */
export interface IdentityRegistration {
  /**
   * The identity provider's channel (a phone, a social account).
   */
  firebaseChannel?: string;
  /**
   * The identity provider's token, for a sign-in through it.
   */
  firebaseIdToken?: string;
  /**
   * Whether the answer opens a session at once.
   */
  login?: boolean;
  /**
   * For a phone sign-in, the language of the SMS template the new member's messages are written with: the language the player signed in with (EN, VI, …), one of the merchant's languages. Left out for other sign-ins.
   */
  smsTemplate?: string;
}
/**
 * A logout (POST /wps/session/logout): the session ends, and the remember token with it when one is given.
 */
export interface LogoutRequest {
  /**
   * The session to end; else the bearer token of the call.
   */
  token?: string;
  /**
   * The remember token to revoke with it, if the player had one.
   */
  rememberToken?: string;
}
/**
 * The query of the web manifest (GET /wps/system/manifest.json), which a <link> asks for without the Merchant header. Each parameter is given once.
 */
export interface ManifestQuery {
  /**
   * The merchant's code, where the page's domain does not name the merchant (preview).
   */
  merchantCode?: string;
}
/**
 * The member's language, kept for the texts the server sends them (POST /wps/member/language).
 */
export interface MemberLanguage {
  /**
   * One of the merchant's languages, as the app names it (EN, VI, …).
   */
  language?: string;
}
/**
 * The query of the vendors with new games (GET /wps/relay/GCSGAME_newGameVendor). Each parameter is given once.
 */
export interface NewGameVendorsQuery {
  /**
   * The platform the games are for: html5 (the default), the only one this app plays.
   */
  platform?: string;
}
/**
 * The query of the development outboxes (GET /wps/dev/smsOutbox and /wps/dev/emailOutbox), which only callers on this machine may read. Each parameter is given once.
 */
export interface OutboxQuery {
  /**
   * The number whose text messages to list; every number’s when left out.
   */
  mobileNum?: string;
  /**
   * The address whose emails to list; every address’s when left out.
   */
  email?: string;
}
/**
 * The query of a promotion’s detail (GET /wps/relay/MCSFE_getPromotionDetail). Each parameter is given once.
 */
export interface PromotionDetailQuery {
  /**
   * The promotion’s id, a whole number; an unknown one is promotion.not.found.
   */
  id?: string;
}
/**
 * The push calls' bodies: a device's token bound to the member (CSP_fcmBind), a topic followed (CSP_fcmSubscribe), or a topic or everything left (CSP_fcmUnsubscribe).
 */
export interface PushRequest {
  /**
   * The token the push service gave this device.
   */
  registrationToken?: string;
  /**
   * A topic to follow or leave.
   */
  topic?: string;
  /**
   * Unbind the device and leave every topic.
   */
  unsubscribeAll?: boolean;
}
/**
 * A remembered login spent for a session (POST /wps/session/remember).
 */
export interface RememberRequest {
  /**
   * The token an earlier login gave with remember-me ticked.
   */
  rememberToken?: string;
}
/**
 * The query of the site config call (GET /wps/system/config). Each parameter is given once.
 */
export interface SiteConfigQuery {
  /**
   * The merchant's code, where the request cannot name it by the Merchant header or its domain (preview).
   */
  merchant?: string;
}
/**
 * The query of a launch image (GET /wps/system/splash.png), which a <link> asks for without the Merchant header. Each parameter is given once.
 */
export interface SplashQuery {
  /**
   * The image's width and height in pixels, such as 1170x2532: one of the launch image sizes.
   */
  size: string;
  /**
   * The merchant's code, where the page's domain does not name the merchant (preview).
   */
  merchantCode?: string;
}
/**
 * The query of the status call (GET /wps/system/status): where the visitor is and came from. Each parameter is given once.
 */
export interface StatusQuery {
  /**
   * The address of the page the visitor is on.
   */
  url?: string;
  /**
   * The domain the visitor first landed on (else this one): it names the affiliate of a domain.
   */
  originalDomain?: string;
  /**
   * The kind of device: MOBILE for this app.
   */
  device?: string;
  /**
   * The advertising ids the visitor arrived with, as JSON; left out when there are none.
   */
  track?: string;
}
/**
 * Ad events reported for the merchant's pixels (POST /wps/relay/CSP_sendTrackingEvent).
 */
export interface TrackingRequest {
  /**
   * The events, as a JSON text of a list; the server reads and checks it.
   */
  events?: {
    [k: string]: unknown;
  };
  /**
   * The ad ids the native shell passed on, if any; fields that are not short texts are ignored.
   */
  adInfo?: {
    [k: string]: unknown;
  };
}
/**
 * The query of a free demo’s launch (GET /wps/relay/GCS_gameTrialLaunch). A value the call refuses is launch.param.invalid. Each parameter is given once.
 */
export interface TrialLaunchQuery {
  /**
   * The code of the game whose demo to start.
   */
  gameId: string;
  /**
   * The game’s node, where the vendor has several.
   */
  nodeId?: string;
  /**
   * The platform the demo is built for: html5 (the default); this API builds its demos for no other.
   */
  platform?: string;
}
/**
 * The query of the check whether a username is taken (GET /wps/check/username). Each parameter is given once.
 */
export interface UsernameCheckQuery {
  /**
   * The name to check.
   */
  username: string;
}
/**
 * A free username asked for, from a prefix (POST /wps/member/register/autoUsername).
 */
export interface UsernameSuggestion {
  /**
   * What the name should start with; the merchant's code when left out.
   */
  prefix?: string;
}
/**
 * The public configuration the API hands the browser: no content and no secrets; pages are resolved.
 */
export interface SiteConfig {
  /**
   * The merchant's code, sent with every call as the Merchant header.
   */
  merchantCode: string;
  /**
   * The merchant's name as players read it.
   */
  name: string;
  /**
   * True when the site is served by the preview: the app then follows configuration changes as they are saved.
   */
  preview: boolean;
  /**
   * True when a page may be shown at a moment its address names (?at=, as the preview always may): set for pictures of the site as it will be, never for players.
   */
  previewMoments?: boolean;
  /**
   * The languages players may choose, and the one shown first.
   */
  languages: MerchantLanguages;
  /**
   * The ISO 4217 code of the merchant's currency.
   */
  currency: string;
  /**
   * The site's colours and logo.
   */
  theme: Theme;
  /**
   * Logo, description and home-screen app settings of the site.
   */
  templateParameters: TemplateParameters;
  pages: ResolvedPages;
  /**
   * The merchant's customer-service contacts.
   */
  customerService: CustomerServiceEntry[];
  /**
   * Download links of the merchant's apps.
   */
  resources: MerchantResources;
  /**
   * Addresses of the image servers the merchant's images come from; a failed image is tried on the others.
   */
  imageCDNs: string[];
  /**
   * Sites a login may return the player to with their session.
   */
  allowedRedirectOrigins: string[];
  /**
   * Origins the customer-service script may be loaded from; self is the site's own origin.
   */
  customerServiceScriptOrigins?: CustomerServiceScriptOrigins;
  /**
   * How SMS codes and phone or social sign-in work for this merchant.
   */
  sms: SmsSettings;
  gw: ResolvedCaptchaSettings;
  register: PublicRegisterSettings;
  /**
   * The maintenance screen's settings.
   */
  maintenance: MaintenanceSettings;
  lineSpeedTest?: PublicLineSpeedTest;
  /**
   * True for a site for trying things out: its pages ask search engines to leave them out. Left out for a site for players.
   */
  test?: boolean;
  /**
   * The merchant's web push project; absent, no notification prompt and no push.
   */
  push?: PushSettings;
  /**
   * Where the app tells another service of the site that a member's session starts or ends; absent, no sync.
   */
  tokenSync?: TokenSyncSettings;
  /**
   * The white-label features switched on, each with its options.
   */
  whitelabel: WhitelabelFlags;
}
/**
 * Each page's layout, with the merchant's changes applied.
 */
export interface ResolvedPages {
  /**
   * The home page's layout.
   */
  home: ResolvedPage;
  [k: string]: ResolvedPage;
}
export interface ResolvedPage {
  /**
   * The name of the page template the page comes from.
   */
  template: string;
  /**
   * How many of the page's popups may show, per visit of the page and per browser session.
   */
  overlayCaps?: ResolvedOverlayCaps;
  /**
   * The page's blocks by id, with the merchant's setting changes applied.
   */
  blocks: {
    [k: string]: RuntimeBlock;
  };
  /**
   * The ids of the blocks shown, top to bottom.
   */
  order: string[];
  /**
   * The page's popups by id, with the merchant's setting changes applied.
   */
  overlays: {
    [k: string]: RuntimeOverlay;
  };
}
/**
 * The page template's caps on its popups, defaults filled in (left out: the defaults).
 */
export interface ResolvedOverlayCaps {
  /**
   * The most popups shown in one visit of the page.
   */
  perPageView: number;
  /**
   * The most popups shown in one browser session, all visits together.
   */
  perSession: number;
}
/**
 * A block as the browser receives it; its props are checked against its own schema before it renders.
 */
export interface RuntimeBlock {
  /**
   * The kind of block, such as banner-carousel.
   */
  type: string;
  /**
   * The block's settings, checked against its type's schema before it is drawn.
   */
  props: {
    [k: string]: unknown;
  };
  /**
   * Where the block comes from, such as templates/casino-home.json#/blocks/banner; named when its settings are wrong.
   */
  pointer: string;
  /**
   * The instant it starts being shown (ISO 8601, UTC); always when absent.
   */
  activeFrom?: string;
  /**
   * The instant it stops being shown (ISO 8601, UTC); never when absent.
   */
  activeUntil?: string;
  /**
   * Blocks inside this one, by id.
   */
  blocks?: {
    [k: string]: RuntimeBlock;
  };
  /**
   * The ids of the inner blocks shown, in order.
   */
  order?: string[];
}
/**
 * A page overlay as the browser receives it; its props are checked against its own schema before it may show.
 */
export interface RuntimeOverlay {
  /**
   * The kind of popup, such as announcement-popup.
   */
  type: string;
  /**
   * The popup's settings, checked against its type's schema before it may show.
   */
  props: {
    [k: string]: unknown;
  };
  /**
   * The instant it starts being shown (ISO 8601, UTC); always when absent.
   */
  activeFrom?: string;
  /**
   * The instant it stops being shown (ISO 8601, UTC); never when absent.
   */
  activeUntil?: string;
  /**
   * Among the page's popups waiting to show, the higher shows first.
   */
  priority: number;
  /**
   * Where the popup comes from, such as templates/casino-home.json#/overlays/announcements; named when its settings are wrong.
   */
  pointer: string;
}
/**
 * The captcha settings, defaults filled in.
 */
export interface ResolvedCaptchaSettings {
  /**
   * The merchant's captcha id at the captcha service.
   */
  GEETEST_ID: string;
  /**
   * The captcha service's version: v3 or v4.
   */
  GEETEST_VERSION: 'v3' | 'v4';
  /**
   * How many profile pictures there are to choose from.
   */
  PROFILE_ICON_COUNT: number;
  /**
   * Where the captcha script is loaded from, tried in order, 3 seconds each.
   */
  GEETEST_SERVERS: string[];
}
/**
 * What the registration form needs to know.
 */
export interface PublicRegisterSettings {
  /**
   * Whether the captcha is in use at all.
   */
  captcha: {
    /**
     * The captcha is on for the scenes the GEETEST3 flag names.
     */
    enabled: boolean;
  };
  /**
   * True when a mobile registration may leave out the password (the server supplies it).
   */
  mobileDefaultPassword: boolean;
}
/**
 * Where the merchant's own line-speed test page is.
 */
export interface PublicLineSpeedTest {
  /**
   * A page of the merchant's own that shows the line-speed test, besides /m/lineSpeedTest.
   */
  path?: string;
}
/**
 * A page template: block instances keyed by a stable id, rendered in the order of `order`, and the page's overlays. Generated from schema/blocks/ and schema/overlays/ by "npm run gen".
 */
export interface PageTemplate {
  /**
   * The address of the schema that checks this file, for editors; leave it as it is.
   */
  $schema?: string;
  /**
   * Which version of the file format this file follows, kept by the tools: leave it as it is. When the format changes, "npx wl migrate" updates the file and this number ("npx wl validate" says when a file needs it); a file without it counts as version 0.
   */
  schemaVersion?: number;
  /**
   * Lowercase letters, digits and dashes: the template's name, the same as its file name without .json (such as casino-home); merchants choose the template by it.
   */
  name: string;
  /**
   * The page this template lays out: home, the home page.
   */
  page: 'home';
  /**
   * A note on what the template is for, for the people who edit it; players never see it.
   */
  description?: string;
  /**
   * The blocks of the page, each under an id of its own (such as banner or lanes) that merchants use to change its settings or leave it out.
   */
  blocks: {
    [k: string]: BlockInstance;
  };
  /**
   * Ids of the blocks shown, top to bottom; a block not listed here is not shown.
   */
  order: string[];
  /**
   * Popups of the page, keyed by a stable id (not shared with a block). Each shows when its own rule allows, one at a time, the highest priority first.
   */
  overlays?: {
    [k: string]: OverlayInstance;
  };
  /**
   * How many of the page's popups may interrupt the player, per visit of the page and per browser session.
   */
  overlayCaps?: TemplateOverlayCaps;
}
/**
 * How often the page's popups may interrupt the player. The popups the product opens to ask for an answer (an alert, the login prompt, two-factor) are never capped.
 */
export interface TemplateOverlayCaps {
  /**
   * The most popups shown in one visit of the page, from 0 to 20. Default 2.
   */
  perPageView?: number;
  /**
   * The most popups shown in one browser session, all visits together, from 0 to 100 and at least the popups per page visit. Default 4.
   */
  perSession?: number;
}

/** T with the properties K present: what the generated validators fill in from the schema's defaults. */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };

/** Props of each block type as its component receives them: checked against its schema in schema/blocks/, defaults filled in. */
export interface BlockPropsByType {
  'activity-button': ActivityButtonProps;
  'activity-buttons': WithDefaults<ActivityButtonsProps, 'columns'>;
  'banner-carousel': WithDefaults<BannerCarouselProps, 'group' | 'autoplayMs' | 'aspectRatio'>;
  'download-bar': WithDefaults<DownloadBarProps, 'rating'>;
  'game-lanes': WithDefaults<GameLanesProps, 'layout' | 'columns'>;
  'marquee': WithDefaults<MarqueeProps, 'speed'>;
  'site-footer': WithDefaults<SiteFooterProps, 'showChat'>;
  'site-header': WithDefaults<SiteHeaderProps, 'showLogin' | 'showLanguage'>;
  'sticky-container': WithDefaults<StickyContainerProps, 'position'>;
}

/** The defaults of each block type's props, as its schema declares them. */
export const BLOCK_DEFAULTS = {
  'activity-button': {},
  'activity-buttons': {"columns":4},
  'banner-carousel': {"group":"m_banner","autoplayMs":5000,"aspectRatio":"750/330"},
  'download-bar': {"rating":5},
  'game-lanes': {"layout":"grid","columns":2},
  'marquee': {"speed":60},
  'site-footer': {"showChat":true},
  'site-header': {"showLogin":true,"showLanguage":true},
  'sticky-container': {"position":"top"},
} as const;

export const BLOCK_TYPES = ['activity-button', 'activity-buttons', 'banner-carousel', 'download-bar', 'game-lanes', 'marquee', 'site-footer', 'site-header', 'sticky-container'] as const;

/** Props of each overlay type as its component receives them: checked against its schema in schema/overlays/, defaults filled in. */
export interface OverlayPropsByType {
  'announcement-popup': WithDefaults<AnnouncementPopupProps, 'autoplayMs' | 'forceRead' | 'dismissMode' | 'guestActivityTarget'>;
  'app-upgrade': WithDefaults<AppUpgradeProps, 'delayMs'>;
  'force-download': ForceDownloadProps;
  'install-prompt': InstallPromptProps;
  'push-prompt': WithDefaults<PushPromptProps, 'delayMs'>;
  'save-image-popup': WithDefaults<SaveImagePopupProps, 'delayMs'>;
}

/** The defaults of each overlay type's props, as its schema declares them. */
export const OVERLAY_DEFAULTS = {
  'announcement-popup': {"autoplayMs":5000,"forceRead":false,"dismissMode":"today","guestActivityTarget":"login"},
  'app-upgrade': {"delayMs":0},
  'force-download': {},
  'install-prompt': {},
  'push-prompt': {"delayMs":3000},
  'save-image-popup': {"delayMs":20000},
} as const;

export const OVERLAY_TYPES = ['announcement-popup', 'app-upgrade', 'force-download', 'install-prompt', 'push-prompt', 'save-image-popup'] as const;

/** The option defaults of each white-label flag that has any, from schema/config/whitelabel.schema.json. */
export const FLAG_DEFAULTS = {
  A2HS3: {"preferredWay":"app","maxCloseTimes":-1,"depositTimes":-1,"firstDepositCheck":false,"loginRequired":false},
  FORCEDOWNLOAD3: {"depositThreshold":5,"maxCloseTimes":5},
} as const;

/** A flag with defaulted options, as SiteStore.flagOptions gives it. */
export type FlagWithDefaults<K extends keyof typeof FLAG_DEFAULTS> = WithDefaults<NonNullable<WhitelabelFlags[K]>, keyof (typeof FLAG_DEFAULTS)[K] & keyof NonNullable<WhitelabelFlags[K]>>;
