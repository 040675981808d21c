import { defineBlock } from '../../renderer/core/define-block';
import { authVerifyEmailSchema } from './schema';

export const authVerifyEmail = defineBlock({
  type: 'auth-verify-email',
  version: 1,
  schema: authVerifyEmailSchema,
  load: () => import('./auth-verify-email'),
});
