import { defineBlock } from '../../renderer/core/define-block';
import { inquiryFormBlockSchema } from './schema';

export const inquiryForm = defineBlock({
  type: 'inquiry-form',
  version: 1,
  schema: inquiryFormBlockSchema,
  load: () => import('./inquiry-form'),
});
