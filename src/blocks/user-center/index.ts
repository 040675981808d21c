import { defineBlock } from '../../renderer/core/define-block';
import { userCenterSchema } from './schema';

export const userCenter = defineBlock({
  type: 'user-center',
  version: 1,
  schema: userCenterSchema,
  load: () => import('./user-center'),
});
