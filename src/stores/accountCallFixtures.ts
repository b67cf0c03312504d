// The account calls as the account stores' tests stand them in: each a mock a test answers. A test file
// replaces the module with this one: vi.mock('../api/accountCalls.ts', () => import('./accountCallFixtures.ts')).
export const login = vi.fn();
export const verifyLogin = vi.fn();
export const registerByUsername = vi.fn();
export const registerByMobile = vi.fn();
export const registerByIdentity = vi.fn();
export const sendSmsCode = vi.fn();
export const logout = vi.fn();
export const suggestUsername = vi.fn();
export const changePassword = vi.fn();
export const fetchCaptchaConfig = vi.fn();
