import { defineBlock } from '../../renderer/core/define-block';
import { couponsBlockSchema } from './schema';

export const couponsBlock = defineBlock({
  type: 'coupons',
  version: 1,
  schema: couponsBlockSchema,
  load: () => import('./coupons'),
});
