import { defineBlock } from '../../renderer/core/define-block';
import { newsletterSchema } from './schema';

export const newsletter = defineBlock({
  type: 'newsletter',
  version: 1,
  schema: newsletterSchema,
  load: () => import('./newsletter'),
});
