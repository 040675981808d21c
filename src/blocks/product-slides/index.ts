import { defineBlock } from '../../renderer/core/define-block';
import { productSlidesSchema } from './schema';

export const productSlides = defineBlock({
  type: 'product-slides',
  version: 1,
  schema: productSlidesSchema,
  load: () => import('./product-slides'),
  dataSource: (props) => props.source,
});
