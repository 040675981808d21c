import { defineBlock } from '../../renderer/core/define-block';
import { footerSchema } from './schema';

export const footer = defineBlock({
  type: 'footer',
  version: 1,
  schema: footerSchema,
  load: () => import('./footer'),
});
