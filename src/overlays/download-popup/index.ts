import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'download-popup',
  component: () => import('./DownloadPopup.tsx'),
  bundles: ['core', 'app-download'],
});
