import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'game-lanes',
  component: () => import('./GameLanes.tsx'),
  schema: () => import('../../config/validators/blocks/game-lanes.js'),
});
