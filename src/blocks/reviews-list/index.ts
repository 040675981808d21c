import { defineBlock } from '../../renderer/core/define-block';
import { reviewsListBlockSchema } from './schema';

export const reviewsList = defineBlock({
  type: 'reviews-list',
  version: 1,
  schema: reviewsListBlockSchema,
  load: () => import('./reviews-list'),
  // Below the first screen: its code loads once the page is idle.
  hydrateWhenIdle: true,
});
