import { ACCOUNT_CALLS } from '../../src/schema/web-api/account-calls';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../web-api/mount';

export function accountHandlers(_deps: WebApiDeps): WebApiHandlers<typeof ACCOUNT_CALLS> {
  return {};
}
