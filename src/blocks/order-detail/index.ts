import { defineBlock } from '../../renderer/core/define-block';
import { orderDetailBlockSchema } from './schema';

export const orderDetail = defineBlock({
  type: 'order-detail',
  version: 1,
  schema: orderDetailBlockSchema,
  load: () => import('./order-detail'),
});
