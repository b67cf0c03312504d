import { defineDeclaredOverlay } from '../defineOverlay.ts';

export default defineDeclaredOverlay({
  type: 'save-image-popup',
  component: () => import('./SaveImagePopup.tsx'),
  schema: () => import('../../config/validators/overlays/save-image-popup.js'),
  trigger: () => import('./trigger.ts'),
  bundles: ['core', 'save-image-popup'],
});
