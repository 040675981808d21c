import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ADMIN_API_BASE_PATH, type AdminApiTable } from '../schema/admin-api/contract';
import { AdminRefusal, createCallClient, type AdminTransport, type CallClient } from '../schema/admin-api/call-client';
import { problemSaidSchema } from '../schema/problem-words';

/*
 * The back office's calls: typed admin clients of the contract, carried by fetch with the
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

/**
 * A client of the calls of the areas one page uses. Each page builds its own from those areas'
 * tables, so an area's schemas load with its page's code and the first screen carries only the
 * session's and the overview's: about 50 kB (12 kB gzip) less than with the whole contract.
 *
 * @example
 * const admin = adminFor({ ...PRODUCT_CALLS, ...CATEGORY_CALLS });
 */
export function adminFor<Table extends AdminApiTable>(table: Table): CallClient<Table> {
  return createCallClient(transport, table);
}

export { AdminRefusal };

// A key this back office does not know yet leaves the problem in the shop's English.
const issueSchema = z.object({ path: z.string(), message: z.string(), said: problemSaidSchema.optional().catch(undefined) });

/**
 * The problems a refusal names, by field path (`email`, `newPassword`): in the member's words
 * where the shop named one by key (src/schema/problem-words.ts), else as the shop wrote it.
 */
export function problemsByField(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof AdminRefusal)) return {};
  const issues = (error.answer.data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const named = issues.flatMap((issue) => {
    const parsed = issueSchema.safeParse(issue);
    return parsed.success ? [parsed.data] : [];
  });
  return Object.fromEntries(named.map(({ path, message, said }) => [path, said ? t(`problem.${said.key}`, said.values) : message]));
}
