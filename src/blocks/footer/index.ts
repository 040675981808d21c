import { defineBlock } from '../../renderer/core/define-block';
import { footerSchema } from './schema';

export const footer = defineBlock({
  type: 'footer',
  version: 1,
  schema: footerSchema,
  load: () => import('./footer'),
  // A newsletter sign-up or a few words of the shop's own, drawn in a column beside the links.
  acceptsChildren: true,
});
