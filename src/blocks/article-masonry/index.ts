import { defineBlock } from '../../renderer/core/define-block';
import { articleMasonrySchema } from './schema';

export const articleMasonry = defineBlock({
  type: 'article-masonry',
  version: 1,
  schema: articleMasonrySchema,
  load: () => import('./article-masonry'),
  dataSource: (props) => props.source,
});
