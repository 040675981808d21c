import { defineBlock } from '../../renderer/core/define-block';
import { authForgetSchema } from './schema';

export const authForget = defineBlock({
  type: 'auth-forget',
  version: 1,
  schema: authForgetSchema,
  load: () => import('./auth-forget'),
});
