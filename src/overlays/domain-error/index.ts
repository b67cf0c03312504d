import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'domain-error',
  component: () => import('./DomainErrorDialog.tsx'),
  bundles: ['core'],
});
