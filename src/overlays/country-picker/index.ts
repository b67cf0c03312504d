import { defineOverlay } from '../defineOverlay.ts';

export default defineOverlay({
  type: 'country-picker',
  component: () => import('./CountryPicker.tsx'),
  bundles: ['account'],
});
