import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'sticky-container',
  component: () => import('./StickyContainer.tsx'),
  schema: () => import('../../config/validators/blocks/sticky-container.js'),
});
