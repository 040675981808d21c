import { defineBlock } from '../../renderer/core/define-block';
import { heroBannerSchema } from './schema';

export const heroBanner = defineBlock({
  type: 'hero-banner',
  version: 1,
  schema: heroBannerSchema,
  load: () => import('./hero-banner'),
});
