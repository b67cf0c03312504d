import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'site-header',
  component: () => import('./SiteHeader.tsx'),
  schema: () => import('../../config/validators/blocks/site-header.js'),
});
