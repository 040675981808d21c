import type { z } from 'zod';
import { formatPath, type JsonPath } from '../../src/renderer/core/json-path';

/** One thing wrong with a request, named by its JSON path so the sender can fix it. */
export type Problem = { path: string; message: string; blockId?: string; type?: string };

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || typeof key === 'symbol') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/**
 * zod issues as problems. A field that is simply absent reads "is required" rather than
 * zod's "expected string, received undefined", which merchants and shoppers understand.
 */
export function problemsFromZod(error: z.ZodError, input: unknown, base: JsonPath = []): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    return { path: formatPath([...base, ...path]), message: missing ? 'is required' : issue.message };
  });
}

/** `url is required; timezone: Invalid time zone` — one line naming every field. */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((problem) => (problem.message === 'is required' ? `${problem.path} is required` : `${problem.path}: ${problem.message}`)).join('; ');
}
