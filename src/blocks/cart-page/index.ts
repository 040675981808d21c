import { defineBlock } from '../../renderer/core/define-block';
import { cartPageBlockSchema } from './schema';

export const cartPage = defineBlock({
  type: 'cart-page',
  version: 1,
  schema: cartPageBlockSchema,
  load: () => import('./cart-page'),
});
