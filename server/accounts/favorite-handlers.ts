import { FAVORITE_CALLS } from '../../src/schema/web-api/favorite-calls';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../web-api/mount';

export function favoriteHandlers(_deps: WebApiDeps): WebApiHandlers<typeof FAVORITE_CALLS> {
  return {};
}
