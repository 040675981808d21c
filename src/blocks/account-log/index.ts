import { defineBlock } from '../../renderer/core/define-block';
import { accountLogSchema } from './schema';

export const accountLog = defineBlock({
  type: 'account-log',
  version: 1,
  schema: accountLogSchema,
  load: () => import('./account-log'),
});
