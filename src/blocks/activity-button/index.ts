import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'activity-button',
  component: () => import('./ActivityButton.tsx'),
  schema: () => import('../../config/validators/blocks/activity-button.js'),
});
