import { defineBlock } from '../../renderer/core/define-block';
import { signInHistorySchema } from './schema';

export const signInHistory = defineBlock({
  type: 'sign-in-history',
  version: 1,
  schema: signInHistorySchema,
  load: () => import('./sign-in-history'),
});
