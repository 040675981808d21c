import { defineBlock } from '../../renderer/core/define-block';
import { authSigninSchema } from './schema';

export const authSignin = defineBlock({
  type: 'auth-signin',
  version: 1,
  schema: authSigninSchema,
  load: () => import('./auth-signin'),
});
