import { defineBlock } from '../../renderer/core/define-block';
import { authSignupSchema } from './schema';

export const authSignup = defineBlock({
  type: 'auth-signup',
  version: 1,
  schema: authSignupSchema,
  load: () => import('./auth-signup'),
});
