import type { Context } from 'hono';
import type { z } from 'zod';
import { catalogSlugSchema } from '../../src/schema/catalog';
import { ResponseCode } from '../../src/schema/envelope';
import type { ChangeBus } from '../events/change-bus';
import { ifMatchOf, invalid, refuseBody, staleWrite } from '../http/admin-refusals';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod, type Problem } from '../http/problems';
import type { Logger } from '../logger';

/*
 * How every catalog document (a product, a category, a tag, a collection) is read and written
 * through the admin API, alike: the slug in the path checked as the body is, the body checked
 * as a whole, If-Match honoured, the problems named by path, and every process told.
 */

/** A write's outcome: done (`changed` false when the document already was exactly this; `dryRun` when only checked), refused, or stale. */
export type DocumentWrite<Document> =
  | { ok: true; document: Document; created: boolean; changed?: boolean; dryRun?: boolean }
  | { ok: false; problems: Problem[] }
  | { ok: false; stale: { current: string | null } };
export type DocumentWritten<Document> = Extract<DocumentWrite<Document>, { ok: true }>;

type Deps = { changes: ChangeBus; logger: Logger };

/** A read: 404 naming what is missing, else the document with its version in `ETag`. */
export async function answerRead<Document extends { version: string }>(c: Context, what: string, slug: string, document: Document | null, answer: (document: Document) => Response) {
  if (!document) return failEnvelope(c, 404, ResponseCode.fail, `No ${what} "${slug}"`);
  c.header('ETag', `"${document.version}"`);
  return answer(document);
}

/** A whole-document write: 422 by path, 409 over a stale version, else 201 or 200 with the document and its version. */
export async function answerWrite<Write, Document extends { version: string }>(
  c: Context,
  deps: Deps,
  call: { what: string; slug: string; schema: z.ZodType<Write> },
  write: (value: Write, ifMatch: string | undefined) => Promise<DocumentWrite<Document>>,
  answer: (done: DocumentWritten<Document>) => Response,
) {
  const { what, slug } = call;
  const Invalid = `Invalid ${what}`;
  const slugCheck = catalogSlugSchema.safeParse(slug);
  if (!slugCheck.success) return invalid(c, Invalid, problemsFromZod(slugCheck.error, slug, ['slug']));
  const body = await readJsonBody(c);
  if (!body.ok) return refuseBody(c, body);
  const parsed = call.schema.safeParse(body.value);
  if (!parsed.success) return invalid(c, Invalid, problemsFromZod(parsed.error, body.value));
  const ifMatch = ifMatchOf(c);
  const result = await write(parsed.data, ifMatch);
  if (!result.ok && 'stale' in result) return staleWrite(c, what, ifMatch, result.stale.current);
  if (!result.ok) return invalid(c, Invalid, result.problems);
  if (!result.dryRun) {
    deps.logger.info(`${what[0]!.toUpperCase()}${what.slice(1)} stored`, { slug, created: result.created });
    // Told before answering, so the merchant's next look at the shop already shows the write.
    await deps.changes.publish('site-changed', { what: `${what} ${slug}` });
    c.header('ETag', `"${result.document.version}"`);
  }
  return answer(result);
}
