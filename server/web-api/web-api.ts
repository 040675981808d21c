import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ResponseCode } from '../../src/schema/envelope';
import { safeUrl } from '../../src/schema/meta';
import type { Database } from '../db/database';
import { visits } from '../db/schema';
import { failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';

const MAX_BODY_BYTES = 16 * 1024;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const visitorIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[\w-]+$/, { message: 'Expected letters, digits, - and _ only' });

/** Spec §7: the page a visitor is on, where they came from, and their time zone. */
export const visitorTrackSchema = z.object({
  url: safeUrl,
  referer: z.union([z.literal(''), safeUrl]).default(''),
  timezone: z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'Expected an IANA time zone such as Europe/Paris' }),
  /** Also accepted as the `x-visitor-id` header. */
  visitorId: visitorIdSchema.optional(),
});

/** A block that failed to draw in a shopper's browser. */
export const blockErrorReportSchema = z.object({
  route: z.string().trim().min(1).max(2048),
  blockId: z.string().trim().min(1).max(120),
  type: z.string().trim().min(1).max(80),
  message: z.string().trim().min(1).max(2000),
});

/** The shopper-facing API under /api/web: the envelope everywhere, a named field on every refusal. */
export function createWebApi(deps: { db: Database; logger: Logger }) {
  const { db, logger } = deps;
  const api = new Hono();

  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => failEnvelope(c, 413, ResponseCode.fail, `Request body is larger than ${MAX_BODY_BYTES} bytes`),
    }),
  );

  api.post('/visitor/track', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.problems ? describeProblems(body.problems.problems) : body.message);
    const headerId = c.req.header('x-visitor-id');
    const input = typeof body.value === 'object' && body.value !== null && headerId !== undefined ? { visitorId: headerId, ...body.value } : body.value;
    const parsed = visitorTrackSchema.safeParse(input);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, input)));
    const { url, referer, timezone, visitorId } = parsed.data;
    await db.insert(visits).values({
      visitorId: visitorId ?? null,
      url,
      referer,
      timezone,
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
    });
    return okEnvelope(c, null);
  });

  api.post('/block-error', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.problems ? describeProblems(body.problems.problems) : body.message);
    const parsed = blockErrorReportSchema.safeParse(body.value);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, body.value)));
    logger.warn('Block failed in a browser', { ...parsed.data, userAgent: c.req.header('user-agent') ?? '' });
    return okEnvelope(c, null);
  });

  api.all('*', (c) => failEnvelope(c, 404, ResponseCode.fail, `No API at ${c.req.method} ${c.req.path}`));
  return api;
}
