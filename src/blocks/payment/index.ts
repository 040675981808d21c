import { defineBlock } from '../../renderer/core/define-block';
import { paymentBlockSchema } from './schema';

export const payment = defineBlock({
  type: 'payment',
  version: 1,
  schema: paymentBlockSchema,
  load: () => import('./payment'),
});
