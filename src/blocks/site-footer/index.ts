import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'site-footer',
  component: () => import('./SiteFooter.tsx'),
  schema: () => import('../../config/validators/blocks/site-footer.js'),
});
