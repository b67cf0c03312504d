import { defineDeclaredOverlay } from '../defineOverlay.ts';

export default defineDeclaredOverlay({
  type: 'app-upgrade',
  component: () => import('./AppUpgrade.tsx'),
  schema: () => import('../../config/validators/overlays/app-upgrade.js'),
  trigger: () => import('./trigger.ts'),
  bundles: ['core', 'app-upgrade'],
});
