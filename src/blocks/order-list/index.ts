import { defineBlock } from '../../renderer/core/define-block';
import { orderListBlockSchema } from './schema';

export const orderList = defineBlock({
  type: 'order-list',
  version: 1,
  schema: orderListBlockSchema,
  load: () => import('./order-list'),
});
