import type { Context } from 'hono';
import { CUSTOMER_CALLS } from '../../src/schema/admin-api/customers';
import { ResponseCode } from '../../src/schema/envelope';
import { invalid } from '../http/admin-refusals';
import type { AdminHandlers } from '../http/admin-mount';
import { failEnvelope } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { decodeCustomerPosition, endCustomerSessions, listCustomers, readCustomer } from './customers';

/*
 * Shoppers' accounts under /api/admin/customers (src/schema/admin-api/customers.ts):
 *
 *   GET  /customers?q=&emailVerified=&after=   newest first, 50 a page
 *   GET  /customers/<id>                       one, with addresses, orders, sign-ins, open sessions
 *   POST /customers/<id>/end-sessions          signs them out everywhere; answers how many ended
 *
 * An id that is not an account's (a malformed one too) is a 404; a bad filter or an `after`
 * this list never gave is a 422 naming it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adminCustomerHandlers(deps: { db: Database; logger: Logger }): AdminHandlers<typeof CUSTOMER_CALLS> {
  const { db } = deps;
  const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such customer');
  return {
    'customers/list': async ({ c, ok }) => {
      const query = { q: c.req.query('q'), emailVerified: c.req.query('emailVerified'), after: c.req.query('after') };
      const parsed = CUSTOMER_CALLS['customers/list'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid list', problemsFromZod(parsed.error, query));
      const { after, ...listing } = parsed.data;
      const position = after === undefined ? null : decodeCustomerPosition(after);
      if (after !== undefined && position === null)
        return invalid(c, 'Invalid list', [{ path: 'after', message: 'Expected the `next` of a page of this list' }]);
      return ok(await listCustomers(db, listing, position));
    },
    'customers/get': async ({ c, param, ok }) => {
      const id = param('id');
      const found = UUID.test(id) ? await readCustomer(db, id) : null;
      return found ? ok(found) : notFound(c);
    },
    'customers/end-sessions': async ({ c, param, ok }) => {
      const id = param('id');
      const ended = UUID.test(id) ? await endCustomerSessions(db, id) : null;
      if (ended === null) return notFound(c);
      deps.logger.info('Customer signed out everywhere', { id, ended });
      return ok({ ended });
    },
  };
}
