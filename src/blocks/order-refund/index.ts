import { defineBlock } from '../../renderer/core/define-block';
import { orderRefundBlockSchema } from './schema';

export const orderRefund = defineBlock({
  type: 'order-refund',
  version: 1,
  schema: orderRefundBlockSchema,
  load: () => import('./order-refund'),
});
