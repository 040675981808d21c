import { z } from 'zod';
import { ADMIN_API_BASE_PATH, type AdminApi, type AdminCall, type AdminCallName } from '../../src/schema/admin-api';
import {
  adminRequestOf,
  createAdminClient as createContractClient,
  type AdminCallInputs,
  type AdminClient,
  type AdminTransport,
} from '../../src/schema/admin-api/client';

export { AdminRefusal, UncheckedBody, type AdminAnswer, type AdminCallInputs, type AdminClient, type AdminSuccess, type AdminTransport } from '../../src/schema/admin-api/client';

/*
 * The merchant's commerce commands (`npm run orders`, `npm run returns`, `npm run coupons`)
 * work through the admin API of the running shop, not on its database: an embedded database
 * belongs to the one server process that has it open, and the API is where every rule of a
 * change (its transition, its stock, its message to the shopper) is kept.
 *
 * SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.
 */

export function adminTarget(env: NodeJS.ProcessEnv = process.env): { base: string; token: string } {
  const base = (env.SHOP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  const token = env.ADMIN_TOKEN ?? '';
  if (token === '') throw new Error('ADMIN_TOKEN is not set: the shop prints it at start in development');
  return { base, token };
}

/** The envelope as far as it can be read: a proxy's error page has none of it. */
const envelopeFields = z.object({ code: z.number(), msg: z.string(), data: z.unknown() }).partial();

/** Requests to the shop SHOP_URL and ADMIN_TOKEN name, read when a call is made. */
export function fetchTransport(env: NodeJS.ProcessEnv = process.env): AdminTransport {
  return async (method, path, body, headers) => {
    const response = await fetchAdmin(method, path, body, env, headers);
    const envelope = envelopeFields.safeParse(await response.json().catch(() => ({})));
    const { code, msg, data } = envelope.success ? envelope.data : {};
    return { status: response.status, code: code ?? -1, msg: msg ?? response.statusText, data: data ?? null };
  };
}

async function fetchAdmin(method: AdminCall['method'], path: string, body: unknown, env: NodeJS.ProcessEnv, headers: Readonly<Record<string, string>> = {}): Promise<Response> {
  const { base, token } = adminTarget(env);
  return fetch(`${base}${ADMIN_API_BASE_PATH}${path}`, {
    method,
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': body instanceof Uint8Array ? 'application/octet-stream' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body) }),
  });
}

/** A client of every admin call, sent to the shop SHOP_URL and ADMIN_TOKEN name (or by the transport a test gives). */
export function createAdminClient(transport: AdminTransport = fetchTransport()): AdminClient {
  return createContractClient(transport);
}

/**
 * A call that answers a file (`file` in the contract), read as text as it comes: the CSV
 * export is not an envelope. A refusal's text is the envelope as the shop sent it.
 */
export async function adminFileText<Name extends AdminCallName>(
  name: Name,
  input: AdminCallInputs<AdminApi[Name]>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ ok: boolean; status: number; text: string }> {
  const request = adminRequestOf(name, input);
  const response = await fetchAdmin(request.call.method, request.path, request.body, env);
  return { ok: response.ok, status: response.status, text: await response.text() };
}
