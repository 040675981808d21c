import { defineBlock } from '../../renderer/core/define-block';
import { richTextSchema } from './schema';

export const richText = defineBlock({
  type: 'rich-text',
  version: 1,
  schema: richTextSchema,
  load: () => import('./rich-text'),
});
