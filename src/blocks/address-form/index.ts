import { defineBlock } from '../../renderer/core/define-block';
import { addressFormBlockSchema } from './schema';

export const addressFormBlock = defineBlock({
  type: 'address-form',
  version: 1,
  schema: addressFormBlockSchema,
  load: () => import('./address-form'),
});
