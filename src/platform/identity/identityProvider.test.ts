import { checkSettings, IdentityError, openIdentity } from './identityProvider.ts';

test.each([
  { settings: {}, popup: false, code: 'auth/invalid-api-key' },
  { settings: { apiKey: 'has:colon' }, popup: false, code: 'auth/invalid-api-key' },
  { settings: { apiKey: 'AIzaKey' }, popup: true, code: 'auth/auth-domain-config-required' },
  { settings: { apiKey: 'AIzaKey' }, popup: false, code: undefined },
  { settings: { apiKey: 'AIzaKey', authDomain: 'x.firebaseapp.com' }, popup: true, code: undefined },
])('settings $settings (popup $popup) → $code', ({ settings, popup, code }) => {
  const run = () => checkSettings(settings, { popup });
  if (code) expect(run).toThrow(expect.objectContaining({ code }));
  else expect(run).not.toThrow();
});

test('confirming a code that was never sent is auth/code-expired, without asking the provider', async () => {
  const session = await openIdentity({ apiKey: 'AIzaOfflineKey', authDomain: 'offline.firebaseapp.com', projectId: 'offline-test' });
  await expect(session.confirmPhoneCode('123456')).rejects.toEqual(new IdentityError('auth/code-expired', 'Send a code first'));
});
