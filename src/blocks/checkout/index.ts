import { defineBlock } from '../../renderer/core/define-block';
import { checkoutBlockSchema } from './schema';

export const checkout = defineBlock({
  type: 'checkout',
  version: 1,
  schema: checkoutBlockSchema,
  load: () => import('./checkout'),
});
