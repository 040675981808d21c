import { defineBlock } from '../../renderer/core/define-block';
import { returnListBlockSchema } from './schema';

export const returnList = defineBlock({
  type: 'return-list',
  version: 1,
  schema: returnListBlockSchema,
  load: () => import('./return-list'),
});
