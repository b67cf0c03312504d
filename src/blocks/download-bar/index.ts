import { defineBlock } from '../../renderer/defineBlock.ts';

export default defineBlock({
  type: 'download-bar',
  component: () => import('./DownloadBar.tsx'),
  schema: () => import('../../config/validators/blocks/download-bar.js'),
});
