import { defineBlock } from '../../renderer/core/define-block';
import { articleDetailBlockSchema } from './schema';

export const articleDetail = defineBlock({
  type: 'article-detail',
  version: 1,
  schema: articleDetailBlockSchema,
  load: () => import('./article-detail'),
});
