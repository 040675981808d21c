import { z } from 'zod';
import { formatPath, type JsonPath } from '../../src/renderer/core/json-path';
import { SCHEMA_PROBLEM_KEYS, type ContractProblemKey, type ProblemSaid } from '../../src/schema/problem-words';

/**
 * One thing wrong with a request, named by its JSON path so the sender can fix it. `said` is the
 * problem apart from the language, when it is one of the contract's common ones (a screen says it
 * in its reader's); the message is English either way.
 */
export type Problem = { path: string; message: string; said?: ProblemSaid; blockId?: string; type?: string };

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
    const said = missing ? ({ key: 'required', values: {} } as const) : saidOf(issue);
    return { path: formatPath([...base, ...path]), message: missing ? 'is required' : issue.message, ...(said ? { said } : {}) };
  });
}

const EXPECTED_WORDS: Readonly<Record<string, ContractProblemKey>> = {
  string: 'expectedText',
  number: 'expectedNumber',
  int: 'expectedWholeNumber',
  boolean: 'expectedTrueOrFalse',
  array: 'expectedList',
  object: 'expectedGroup',
};

/** zod's own English for an issue, as it says it when a schema gives no words of its own. */
function zodsMessageFor(issue: z.core.$ZodIssue): string | undefined {
  const made = z.config().localeError?.(issue as unknown as Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0]);
  return typeof made === 'string' ? made : made?.message;
}

/** The key of a common problem zod said in its own words; none for a schema's own words, which only the schema has. */
function saidOf(issue: z.core.$ZodIssue): ProblemSaid | undefined {
  const said = (key: ContractProblemKey, values: ProblemSaid['values'] = {}): ProblemSaid => ({ key, values });
  if (issue.code === 'invalid_type') {
    // zod's words name the value received, which the issue no longer holds.
    const key = EXPECTED_WORDS[issue.expected];
    return key !== undefined && /^Invalid input: expected \w+, received /.test(issue.message) ? said(key) : undefined;
  }
  // The catalog's forms, in the words the schemas take from the key table.
  const form = SCHEMA_PROBLEM_KEYS.get(issue.message);
  if (form !== undefined) return said(form);
  // Other words of the schema's own, or a size that must be exact, say what no key says.
  if (issue.message !== zodsMessageFor(issue) || ('exact' in issue && issue.exact === true)) return undefined;
  switch (issue.code) {
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return said('tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return said('tooMany', { maximum });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return said(issue.inclusive ? 'atMost' : 'below', { maximum });
      return undefined;
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum === 1 ? said('empty') : said('tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return said('tooFew', { minimum });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return said(issue.inclusive ? 'atLeast' : 'above', { minimum });
      return undefined;
    }
    case 'invalid_value':
      return issue.values.length > 1 ? said('oneOf', { values: issue.values.map(String).join(', ') }) : undefined;
    default:
      return undefined;
  }
}

/** `url is required; timezone: Invalid time zone` — one line naming every field. */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((problem) => (problem.message === 'is required' ? `${problem.path} is required` : `${problem.path}: ${problem.message}`)).join('; ');
}
