import { defineBlock } from '../../renderer/core/define-block';
import { commentListBlockSchema } from './schema';

export const commentList = defineBlock({
  type: 'comment-list',
  version: 1,
  schema: commentListBlockSchema,
  load: () => import('./comment-list'),
  // Below the first screen: its code loads once the page is idle.
  hydrateWhenIdle: true,
});
