import { defineBlock } from '../../renderer/core/define-block';
import { authVerifyPromptSchema } from './schema';

export const authVerifyPrompt = defineBlock({
  type: 'auth-verify-prompt',
  version: 1,
  schema: authVerifyPromptSchema,
  load: () => import('./auth-verify-prompt'),
});
