import { defineBlock } from '../../renderer/core/define-block';
import { pageFavoriteSchema } from './schema';

export const pageFavorite = defineBlock({
  type: 'page-favorite',
  version: 1,
  schema: pageFavoriteSchema,
  load: () => import('./page-favorite'),
});
