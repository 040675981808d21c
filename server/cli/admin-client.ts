/*
 * The merchant's commerce commands (`npm run orders`, `npm run returns`, `npm run coupons`)
 * work through the admin API of the running shop, not on its database: an embedded database
 * belongs to the one server process that has it open, and the API is where every rule of a
 * change (its transition, its stock, its message to the shopper) is kept.
 *
 * SHOP_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN name the shop.
 */

export type AdminAnswer = { status: number; code: number; msg: string; data: unknown };

export function adminTarget(env: NodeJS.ProcessEnv = process.env): { base: string; token: string } {
  const base = (env.SHOP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  const token = env.ADMIN_TOKEN ?? '';
  if (token === '') throw new Error('ADMIN_TOKEN is not set: the shop prints it at start in development');
  return { base, token };
}

export async function adminCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, env: NodeJS.ProcessEnv = process.env): Promise<AdminAnswer> {
  const { base, token } = adminTarget(env);
  const response = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: unknown };
  return { status: response.status, code: answer.code ?? -1, msg: answer.msg ?? response.statusText, data: answer.data ?? null };
}
