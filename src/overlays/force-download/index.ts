import { defineDeclaredOverlay } from '../defineOverlay.ts';

export default defineDeclaredOverlay({
  type: 'force-download',
  component: () => import('./ForceDownload.tsx'),
  schema: () => import('../../config/validators/overlays/force-download.js'),
  trigger: () => import('./trigger.ts'),
  bundles: ['core', 'force-download'],
});
