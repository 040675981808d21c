import { defineBlock } from '../../renderer/core/define-block';
import { authResetPasswordSchema } from './schema';

export const authResetPassword = defineBlock({
  type: 'auth-reset-password',
  version: 1,
  schema: authResetPasswordSchema,
  load: () => import('./auth-reset-password'),
});
