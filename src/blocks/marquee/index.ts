import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'marquee',
  component: () => import('./Marquee.tsx'),
  schema: () => import('../../config/validators/blocks/marquee.js'),
});
