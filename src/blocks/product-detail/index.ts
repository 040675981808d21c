import { defineBlock } from '../../renderer/core/define-block';
import { productDetailBlockSchema } from './schema';

export const productDetail = defineBlock({
  type: 'product-detail',
  version: 1,
  schema: productDetailBlockSchema,
  load: () => import('./product-detail'),
});
