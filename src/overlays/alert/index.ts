import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'alert',
  component: () => import('./AlertDialog.tsx'),
  bundles: (props) => (props.bundle ? ['core', props.bundle] : ['core']),
});
