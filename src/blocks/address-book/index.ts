import { defineBlock } from '../../renderer/core/define-block';
import { addressBookBlockSchema } from './schema';

export const addressBook = defineBlock({
  type: 'address-book',
  version: 1,
  schema: addressBookBlockSchema,
  load: () => import('./address-book'),
});
