import { defineBlock } from '../../renderer/core/define-block';
import { searchListSchema } from './schema';

export const searchList = defineBlock({
  type: 'search-list',
  version: 1,
  schema: searchListSchema,
  load: () => import('./search-list'),
});
