import { defineBlock } from '../../renderer/core/define-block';
import { imageWithTextSchema } from './schema';

export const imageWithText = defineBlock({
  type: 'image-with-text',
  version: 1,
  schema: imageWithTextSchema,
  load: () => import('./image-with-text'),
});
