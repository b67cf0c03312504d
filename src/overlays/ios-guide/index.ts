import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'ios-guide',
  component: () => import('./IosGuide.tsx'),
  bundles: ['core', 'ios-guide', 'app-download'],
});
