import { defineBlock } from '../../renderer/core/define-block';
import { userInfoBlockSchema } from './schema';

export const userInfo = defineBlock({
  type: 'user-info',
  version: 1,
  schema: userInfoBlockSchema,
  load: () => import('./user-info'),
});
