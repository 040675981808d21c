import { defineBlock } from '../../renderer/core/define-block';
import { productListSchema } from './schema';

export const productList = defineBlock({
  type: 'product-list',
  version: 1,
  schema: productListSchema,
  load: () => import('./product-list'),
  dataSource: (props) => props.source,
});
