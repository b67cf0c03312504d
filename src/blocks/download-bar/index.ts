import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'download-bar',
  component: () => import('./DownloadBar.tsx'),
  schema: () => import('../../config/validators/blocks/download-bar.js'),
});
