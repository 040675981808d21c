import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { failEnvelope, okEnvelope } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';

/** At most this many messages per answer: the newest. */
export const OUTBOX_PAGE = 50;

const querySchema = z.object({
  recipient: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE).default(20),
});

/**
 * `GET /api/admin/outbox?recipient=…&limit=…`: the messages the shop sent, newest first,
 * so a developer or a test can read a code or a link without a mail server.
 */
export function mountOutbox(api: Hono, db: Database): void {
  api.get('/outbox', async (c) => {
    const query = { recipient: c.req.query('recipient'), limit: c.req.query('limit') };
    const parsed = querySchema.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 400, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    const recipient = parsed.data.recipient?.toLowerCase();
    const rows = await db
      .select()
      .from(outbox)
      .where(recipient === undefined ? undefined : eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(parsed.data.limit);
    return okEnvelope(
      c,
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        locale: row.locale,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      })),
    );
  });
}
