import { ADMIN_API, type AdminApi, type AdminCall } from '../admin-api';
import { callRequestOf, createCallClient, type AdminTransport, type AnyCallInput, type CallClient } from './call-client';

export { AdminRefusal, UncheckedBody, type AdminAnswer, type AdminCallInputs, type AdminSuccess, type AdminTransport } from './call-client';

/*
 * The client of every admin call, for the command line (server/cli/admin-client.ts), which
 * sends them with the admin token. It loads the whole contract; the back office builds its
 * clients over the areas each page calls instead (./call-client.ts, src/admin/api.ts).
 */

/** The call a name picks from the whole contract, and the path and body a request of it sends. */
export function adminRequestOf(name: string, input?: AnyCallInput): { call: AdminCall; path: string; body: unknown } {
  return callRequestOf(ADMIN_API, name, input);
}

/**
 * A client for every admin call, by the name the contract gives it: params, query and body in,
 * the answer's `data` out, checked with the call's answer schema and typed by it. A refusal
 * (any status but 2xx) is thrown as an `AdminRefusal`.
 *
 * @example
 * const admin = createAdminClient(transport);
 * const { data } = await admin.call('orders/ship', { params: { orderNo }, body: { expressName, expressNumber } });
 */
export function createAdminClient(transport: AdminTransport): AdminClient {
  return createCallClient(transport, ADMIN_API);
}

export type AdminClient = CallClient<AdminApi>;
