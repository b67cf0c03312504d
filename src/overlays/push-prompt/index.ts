import { defineDeclaredOverlay } from '../defineOverlay.ts';

export default defineDeclaredOverlay({
  type: 'push-prompt',
  component: () => import('./PushPrompt.tsx'),
  schema: () => import('../../config/validators/overlays/push-prompt.js'),
  trigger: () => import('./trigger.ts'),
  bundles: ['core', 'push-prompt'],
});
