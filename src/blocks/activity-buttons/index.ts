import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'activity-buttons',
  component: () => import('./ActivityButtons.tsx'),
  schema: () => import('../../config/validators/blocks/activity-buttons.js'),
});
