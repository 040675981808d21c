import { defineBlock } from '../../renderer/core/define-block';
import { inquiryThankyouBlockSchema } from './schema';

export const inquiryThankyou = defineBlock({
  type: 'inquiry-thankyou',
  version: 1,
  schema: inquiryThankyouBlockSchema,
  load: () => import('./inquiry-thankyou'),
});
