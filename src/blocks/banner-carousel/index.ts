import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'banner-carousel',
  component: () => import('./BannerCarousel.tsx'),
  schema: () => import('../../config/validators/blocks/banner-carousel.js'),
});
