import { defineBlock } from '../../renderer/core/define-block';
import { inquiryListBlockSchema } from './schema';

export const inquiryList = defineBlock({
  type: 'inquiry-list',
  version: 1,
  schema: inquiryListBlockSchema,
  load: () => import('./inquiry-list'),
});
