import { WEB_API } from '../../src/schema/web-api';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { blockErrorHandlers } from './block-errors';
import { mountWebApi, type WebApiHandlers } from './mount';
import { noShopperSessions, type FindShopper } from './shopper-session';
import { visitorHandlers } from './visitor';

/** The shopper-facing API under /api/web: every call of the contract, mounted onto its handler. */
export function createWebApi(deps: { db: Database; logger: Logger; findShopper?: FindShopper; checkAnswers?: boolean }) {
  const handlers: WebApiHandlers<typeof WEB_API> = {
    ...visitorHandlers(deps.db),
    ...blockErrorHandlers(deps.logger),
  };
  return mountWebApi(WEB_API, handlers, {
    findShopper: deps.findShopper ?? noShopperSessions,
    checkAnswers: deps.checkAnswers ?? process.env.NODE_ENV !== 'production',
  });
}
