import type { Context } from 'hono';
import { ResponseCode } from '../../src/schema/envelope';
import { PAGE_LIMITS } from '../../src/schema/limits';
import { failEnvelope, type JsonBody } from './envelope';
import type { Problem } from './problems';

/*
 * How an admin write is refused, alike for every area: a body that is not JSON is a 400; a
 * write that breaks the contract a 422 naming each problem by its JSON path; a write over a
 * version that is no longer there a 409 that tells the current one.
 */

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A refusal names at most `PAGE_LIMITS.maxProblems` problems: a huge broken write must not make a huger answer. */
export function invalid(c: Context, what: string, issues: readonly Problem[], alreadyOmitted = 0) {
  const shown = issues.slice(0, PAGE_LIMITS.maxProblems);
  const more = alreadyOmitted + issues.length - shown.length;
  return failEnvelope(c, 422, ResponseCode.fail, `${what}: ${plural(issues.length + alreadyOmitted, 'problem')}`, { issues: shown, more });
}

/** Not JSON at all is a 400; JSON that is too deep or holds unstorable text is a 422 naming the fields. */
export function refuseBody(c: Context, body: Extract<JsonBody, { ok: false }>) {
  if (!body.problems) return failEnvelope(c, 400, ResponseCode.fail, body.message);
  return invalid(c, body.message, body.problems.problems, body.problems.more);
}

/** The version an `If-Match` header names, without its quotes (or a weak tag's `W/`); undefined without the header. */
export function ifMatchOf(c: Context): string | undefined {
  const header = c.req.header('if-match');
  return header === undefined ? undefined : header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** A write naming a version that is gone: 409, with the current version in `ETag` when there is one. */
export function staleWrite(c: Context, what: string, ifMatch: string | undefined, current: string | null) {
  if (current) c.header('ETag', `"${current}"`);
  const message = current
    ? `The ${what} changed since version ${ifMatch ?? '(none named)'} was read (it is ${current} now): read it again, then write`
    : `There is no such ${what} to match If-Match`;
  return failEnvelope(c, 409, ResponseCode.fail, message);
}
