import { ADDRESS_CALLS } from '../../src/schema/web-api/address-calls';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../web-api/mount';

export function addressHandlers(_deps: WebApiDeps): WebApiHandlers<typeof ADDRESS_CALLS> {
  return {};
}
