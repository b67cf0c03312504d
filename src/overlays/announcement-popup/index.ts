import { defineDeclaredOverlay } from '../defineOverlay.ts';

export default defineDeclaredOverlay({
  type: 'announcement-popup',
  component: () => import('./AnnouncementPopup.tsx'),
  schema: () => import('../../config/validators/overlays/announcement-popup.js'),
  trigger: () => import('./trigger.ts'),
  bundles: ['core', 'announcement-popup'],
});
