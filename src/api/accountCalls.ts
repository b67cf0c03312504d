// Calls of getting in and out of an account (spec sections 3 and 7). Login and registration bodies are
// encrypted. Failures go through the catalogue (an alert with the server's message) except the codes
// that open a dialog instead.
import type { ApiClient, SendOptions } from './client.ts';
import { encryptRequest, ENCRYPTION_HEADER } from './encryption.ts';
import type {
  CaptchaConfig,
  CaptchaProof,
  LoginAnswer,
  LoginRequest as LoginBody,
  PasswordChange,
  RegistrationAnswer,
  RegistrationRequest as RegistrationBody,
  IdentityRegistration,
  SmsCodeAnswer,
  SmsCodeRequest,
  UsernameSuggestionAnswer,
  VerificationRequest as VerificationBody,
} from '../config/types.generated.ts';

export type { CaptchaConfig, CaptchaProof, LoginAnswer, RegistrationAnswer };

/** What a login body is (schema/requests/, the server checks the same), with what the app always sends. */
export type LoginRequest = LoginBody & Required<Pick<LoginBody, 'username' | 'password' | 'type' | 'loginDeviceId' | 'isOfficialAppLogin'>>;

export type LoginType = LoginRequest['type'];

/** The ways a member can prove it is them, as login_verify_required lists them. */
export interface VerificationMethods {
  ga?: boolean;
  sms?: boolean;
  email?: boolean;
  payeeName?: boolean;
}

export type VerificationMethod = 'G' | 'S' | 'E' | 'P';

/** The two-factor step's body (schema/requests/), with what the app always sends. */
export type VerificationRequest = Omit<VerificationBody, 'method'> & Required<Pick<VerificationBody, 'username' | 'password'>> & { method: VerificationMethod };

/** A registration's body (schema/requests/, the server checks the same), with what the app always sends. */
export type RegistrationPayload = Omit<RegistrationBody, 'registerMethod' | 'pixelTrack'> &
  Required<Pick<RegistrationBody, 'registerUrl' | 'loginDeviceId' | 'isOfficialAppLogin' | 'domain' | 'login'>> & {
    registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
    pixelTrack: Record<string, string> | null;
  };

export const CAPTCHA_TIMEOUT_MS = 10_000;

/** The key of one encrypted call; it fails as that call would, so it alerts when that call does. */
export const fetchRsaKey = (api: ApiClient, alert = false) => api.get<string>('/wps/session/key/rsa', { query: { _: Date.now() }, auth: false, alert });

async function postEncrypted<T>(api: ApiClient, url: string, payload: unknown, options: SendOptions): Promise<T> {
  const { body, header } = await encryptRequest(payload, await fetchRsaKey(api, options.alert ?? true));
  return api.post<T>(url, body, { auth: false, ...options, headers: { ...options.headers, [ENCRYPTION_HEADER]: header } });
}

/** Answered by a dialog, not an alert. */
export const LOGIN_DIALOG_CODES = ['login_verify_required', 'bind_customer_required'] as const;

export const login = (api: ApiClient, request: LoginRequest) =>
  postEncrypted<LoginAnswer>(api, '/wps/session/login', request, { headers: { Device: request.loginDeviceId }, quietCodes: LOGIN_DIALOG_CODES });

export const verifyLogin = (api: ApiClient, request: VerificationRequest) => postEncrypted<LoginAnswer>(api, '/wps/session/login/verification', request, {});

export const registerByUsername = (api: ApiClient, payload: RegistrationPayload) =>
  postEncrypted<RegistrationAnswer>(api, '/wps/member/register', payload, { moduleId: 'REG3' });

export const registerByMobile = (api: ApiClient, payload: RegistrationPayload) =>
  postEncrypted<RegistrationAnswer>(api, '/wps/member/register/mobile', payload, { moduleId: 'MOBILENUMREG3' });

/** Creates an account from a phone or social sign-in (its ID token). */
export const registerByIdentity = (
  api: ApiClient,
  body: Required<Pick<IdentityRegistration, 'firebaseChannel' | 'firebaseIdToken' | 'login'>> & Pick<IdentityRegistration, 'smsTemplate'>,
) => api.post<RegistrationAnswer>('/wps/member/register/firebase', body, { auth: false });

/** A valid username nobody has yet, built on `prefix` when one is given. */
export const suggestUsername = (api: ApiClient, prefix?: string) =>
  api.post<UsernameSuggestionAnswer>('/wps/member/register/autoUsername', prefix ? { prefix } : {}, { auth: false });

export const sendSmsCode = (api: ApiClient, body: Required<Pick<SmsCodeRequest, 'countryDialingCode' | 'mobileNum'>> & CaptchaProof) =>
  api.post<SmsCodeAnswer>('/wps/verification/sms/noLogin', body, { auth: false });

/**
 * Ends the session of `token`, and revokes the remember token when there is one. The path is on the
 * no-token list: the token travels in the body instead.
 */
export const logout = (api: ApiClient, token: string | undefined, rememberToken?: string) =>
  api.post<null>('/wps/session/logout', { ...(token ? { token } : {}), ...(rememberToken ? { rememberToken } : {}) }, { alert: false });

/** Spends a remember token for a session and a fresh remember token. */
export const loginWithRememberToken = (api: ApiClient, rememberToken: string) =>
  api.post<LoginAnswer>('/wps/session/remember', { rememberToken }, { auth: false, alert: false });

export const changePassword = (api: ApiClient, body: Required<Pick<PasswordChange, 'oldPassword' | 'newPassword'>>) =>
  api.post<null>('/wps/member/password', body);

export const fetchCaptchaConfig = (api: ApiClient) =>
  api.get<CaptchaConfig>('/wps/captcha/geetest', { query: { t: Date.now() }, auth: false, alert: false, timeout: CAPTCHA_TIMEOUT_MS });
