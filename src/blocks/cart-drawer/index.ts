import { defineBlock } from '../../renderer/core/define-block';
import { cartDrawerBlockSchema } from './schema';

export const cartDrawer = defineBlock({
  type: 'cart-drawer',
  version: 1,
  schema: cartDrawerBlockSchema,
  load: () => import('./cart-drawer'),
});
