import { defineBlock } from '../../renderer/core/define-block';
import { promotionsBlockSchema } from './schema';

export const promotionsBlock = defineBlock({
  type: 'promotions',
  version: 1,
  schema: promotionsBlockSchema,
  load: () => import('./promotions'),
});
