import { defineBlock } from '../../renderer/core/define-block';
import { newsletterSchema } from './schema';

export const newsletter = defineBlock({
  type: 'newsletter',
  version: 1,
  schema: newsletterSchema,
  load: () => import('./newsletter'),
  // Below the first screen: its code loads once the page is idle.
  hydrateWhenIdle: true,
});
