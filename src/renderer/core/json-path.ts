import type { z } from 'zod';
import { formatPath, type JsonPath } from '../../schema/json-path';

export { formatPath, type JsonPath };

/** One `{path, message}` per zod issue, paths made absolute from `base`. */
export function issuesFromZod(error: z.ZodError, base: JsonPath = []): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: formatPath([...base, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))]),
    message: issue.message,
  }));
}
