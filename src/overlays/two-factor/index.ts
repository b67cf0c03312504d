import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'two-factor',
  component: () => import('./TwoFactorDialog.tsx'),
  bundles: ['account'],
});
