import { defineBlock } from '../../renderer/core/define-block';
import { asideMenuSchema } from './schema';

export const asideMenu = defineBlock({
  type: 'aside-menu',
  version: 1,
  schema: asideMenuSchema,
  load: () => import('./aside-menu'),
});
