import { SECURITY_CALLS } from '../../src/schema/web-api/security-calls';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../web-api/mount';

export function securityHandlers(_deps: WebApiDeps): WebApiHandlers<typeof SECURITY_CALLS> {
  return {};
}
