import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'bind-offer',
  component: () => import('./BindOfferDialog.tsx'),
  bundles: ['account'],
});
