import type { z } from 'zod';

export type JsonPath = ReadonlyArray<string | number>;

/** `['blocks', 2, 'props', 'title']` → `blocks[2].props.title` */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '$';
}

/** One `{path, message}` per zod issue, paths made absolute from `base`. */
export function issuesFromZod(error: z.ZodError, base: JsonPath = []): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: formatPath([...base, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))]),
    message: issue.message,
  }));
}
