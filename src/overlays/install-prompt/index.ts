import { defineDeclaredOverlay } from '../defineOverlay.ts';

export default defineDeclaredOverlay({
  type: 'install-prompt',
  component: () => import('./InstallPrompt.tsx'),
  schema: () => import('../../config/validators/overlays/install-prompt.js'),
  trigger: () => import('./trigger.ts'),
  bundles: ['core', 'install-prompt'],
});
