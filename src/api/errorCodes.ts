// Every errorCode the API may answer and the app knows, each with a message in the `errors` bundle
// (src/i18n/errors/messages/, ids from ./errorMessage.ts), so a failure is told in the player's language
// whatever the server wrote. The reference API throws only these (server/http/errors.ts); tests check the
// bundle holds exactly them. Not in the first load: the bundle itself says which codes it has.

/** The codes, as the reference API and the operator's API send them (spec section 8 and the API's own). */
export const ERROR_CODES = [
  // Sessions and logging in.
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
  'not.exists.user',
  'login.cred.err',
  'login_verify_required',
  'verification.failed',
  'verification.method.unsupported',
  'bind_customer_required',
  'token_ip_different',
  'remember.invalid',
  'firebase.token.invalid',
  'firebase.not.enabled',
  'TOO_MANY_REQUEST_LOGIN',
  // Registration, passwords and codes.
  'username.invalid',
  'username.exists',
  'password.required',
  'password.too.short',
  'password.same',
  'mobile.invalid',
  'email.invalid',
  'verification.code.invalid',
  'reset.code.invalid',
  'reset.link.invalid',
  'totp.code.invalid',
  'TOO_MANY_REQUEST_SMS',
  'TOO_MANY_REQUEST_REGISTER',
  'TOO_MANY_REQUEST_PASSWORD_RESET',
  // Captcha.
  'captcha.required',
  'captcha.invalid',
  'captcha.expired',
  'captcha.wrong',
  'geetest.service.unavailable',
  // Site, member and app.
  'merchant_not_found',
  'domain_not_available',
  'language.not.allowed',
  'app.device.invalid',
  'app.version.invalid',
  'splash.size.invalid',
  'push.token.invalid',
  'push.token.unbound',
  'push.topic.invalid',
  'tracking.events.invalid',
  // Games.
  'game.not.found',
  'launch.param.invalid',
  'trial.unavailable',
  // Chat and feedback.
  'chat_disabled',
  'chat.no.permission',
  'chat.ticket.invalid',
  'chat.message.empty',
  'chat.message.too_long',
  'feedback.category.invalid',
  'feedback.message.required',
  'feedback.message.too.long',
  'feedback.contact.too.long',
  'feedback.too.frequent',
  // Activities.
  'reward_center_disabled',
  'activity.not.available',
  'promotion.not.found',
  'sign_in.already',
  'task.not.found',
  'task.not.completed',
  'task.already.claimed',
  'task.expired',
  'voucher.not.found',
  'voucher.not.eligible',
  'voucher.already.claimed',
  'voucher.expired',
  // The request itself.
  'bad_request',
  'not_found',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'range_not_satisfiable',
  'encryption_required',
  'decryption_failed',
  'server.busy',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN.has(code);
