import { defineBlock } from '../../renderer/core/define-block';
import { sessionListSchema } from './schema';

export const sessionList = defineBlock({
  type: 'session-list',
  version: 1,
  schema: sessionListSchema,
  load: () => import('./session-list'),
});
