import { z } from 'zod';
import { visitorIdSchema } from '../web-api/visitor';
import { ADMIN_MAX_BODY_BYTES, forRoles, OWNER_ONLY, SUPPORT } from './contract';

/* What the shop says to people: a live message to a visitor, the outbox of mail and texts, and the newsletter's subscribers. */

/** Spec §7's websocket message `{code, msg, data?}`, addressed to one visitor. */
export const visitorMessageSchema = z.object({
  visitorId: visitorIdSchema,
  code: z.number().int(),
  msg: z.string().trim().min(1).max(500),
  data: z.json().optional(),
});

/** At most this many messages per answer of the outbox: the newest. */
export const OUTBOX_PAGE = 50;

const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  locale: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});

export const MESSAGE_CALLS = forRoles(SUPPORT, {
  /**
   * 202: sent to every open tab of one visitor, whichever server process holds its websocket.
   * Sent, not stored: a visitor who is not connected never sees it.
   */
  'messages/send': {
    method: 'POST',
    path: '/messages',
    request: visitorMessageSchema,
    answer: z.object({ sent: z.literal(true) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** The messages the shop sent, newest first, so a developer or a test can read a code or a link without a mail server. */
  'outbox/list': {
    // It holds the codes and links sent to shoppers: only the owner reads them.
    roles: OWNER_ONLY,
    method: 'GET',
    path: '/outbox',
    query: z.object({
      recipient: z.string().trim().min(1).max(320).optional(),
      limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE).default(20),
    }),
    answer: z.array(outboxMessageSchema),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: OUTBOX_PAGE,
  },
  /**
   * The confirmed subscribers, the only addresses the merchant may mail: a CSV file (what
   * mailing services import), or with `format=json` in the envelope.
   */
  'newsletter/export': {
    roles: OWNER_ONLY,
    method: 'GET',
    path: '/newsletter/export',
    query: z.object({ format: z.enum(['csv', 'json']).default('csv') }),
    answer: z.object({ subscribers: z.array(z.object({ email: z.string(), language: z.string(), confirmedAt: z.string() })) }),
    file: 'text/csv',
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
