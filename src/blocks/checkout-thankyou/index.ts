import { defineBlock } from '../../renderer/core/define-block';
import { checkoutThankyouBlockSchema } from './schema';

export const checkoutThankyou = defineBlock({
  type: 'checkout-thankyou',
  version: 1,
  schema: checkoutThankyouBlockSchema,
  load: () => import('./checkout-thankyou'),
});
