import { defineBlock } from '../../renderer/core/define-block';
import { wishListBlockSchema } from './schema';

export const wishList = defineBlock({
  type: 'wish-list',
  version: 1,
  schema: wishListBlockSchema,
  load: () => import('./wish-list'),
});
