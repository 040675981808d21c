import { defineBlock } from '../../renderer/core/define-block';
import { addressModalBlockSchema } from './schema';

export const addressModalBlock = defineBlock({
  type: 'address-modal',
  version: 1,
  schema: addressModalBlockSchema,
  load: () => import('./address-modal'),
});
