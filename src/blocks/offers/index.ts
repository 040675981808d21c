import { defineBlock } from '../../renderer/core/define-block';
import { offersBlockSchema } from './schema';

export const offersBlock = defineBlock({
  type: 'offers',
  version: 1,
  schema: offersBlockSchema,
  load: () => import('./offers'),
});
