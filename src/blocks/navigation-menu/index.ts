import { defineBlock } from '../../renderer/core/define-block';
import { navigationMenuSchema } from './schema';

export const navigationMenu = defineBlock({
  type: 'navigation-menu',
  version: 1,
  schema: navigationMenuSchema,
  load: () => import('./navigation-menu'),
});
