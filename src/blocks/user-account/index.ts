import { defineBlock } from '../../renderer/core/define-block';
import { userAccountSchema } from './schema';

export const userAccount = defineBlock({
  type: 'user-account',
  version: 1,
  schema: userAccountSchema,
  load: () => import('./user-account'),
});
