import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'login-prompt',
  component: () => import('./LoginPrompt.tsx'),
  bundles: ['core'],
});
