import { defineBlock } from '../../renderer/core/define-block';
import { returnDetailBlockSchema } from './schema';

export const returnDetail = defineBlock({
  type: 'return-detail',
  version: 1,
  schema: returnDetailBlockSchema,
  load: () => import('./return-detail'),
});
