import { ADMIN_API_BASE_PATH } from '../schema/admin-api/contract';
import { AdminRefusal, createAdminClient, type AdminTransport } from '../schema/admin-api/client';

/*
 * The back office's calls: the typed admin client of the contract, carried by fetch with the
 * staff session's cookie (the shop's own origin, so its writes pass the origin check).
 */

const transport: AdminTransport = async (method, path, body, headers = {}) => {
  const response = await fetch(`${ADMIN_API_BASE_PATH}${path}`, {
    method,
    credentials: 'same-origin',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: unknown };
  return { status: response.status, code: envelope.code ?? -1, msg: envelope.msg ?? response.statusText, data: envelope.data ?? null };
};

export const admin = createAdminClient(transport);
export { AdminRefusal };

/** The problems a refusal names, by field path (`email`, `newPassword`). */
export function problemsByField(error: unknown): Record<string, string> {
  if (!(error instanceof AdminRefusal)) return {};
  const issues = (error.answer.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}
