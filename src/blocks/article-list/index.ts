import { defineBlock } from '../../renderer/core/define-block';
import { articleListSchema } from './schema';

export const articleList = defineBlock({
  type: 'article-list',
  version: 1,
  schema: articleListSchema,
  load: () => import('./article-list'),
  dataSource: (props) => props.source,
});
