import { defineBlock } from '../../renderer/core/define-block';
import { commentListBlockSchema } from './schema';

export const commentList = defineBlock({
  type: 'comment-list',
  version: 1,
  schema: commentListBlockSchema,
  load: () => import('./comment-list'),
});
