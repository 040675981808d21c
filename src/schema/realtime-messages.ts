import { z } from 'zod';
import { ORDER_STATUSES, PAY_STATUSES } from './commerce/states';

/*
 * What the server pushes over `/ws/message` (spec §7's `{code, msg, data?}`), one schema per
 * kind of message, shared by the server that builds them and the browser that reads them.
 * `msg` names the kind; a message of a kind this list lacks is ignored by the browser.
 */

/** An order of the signed-in shopper moved: its page shows the new state without a reload. */
export const orderChangedMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('order-changed'),
  data: z.object({ orderId: z.uuid(), orderNo: z.string().max(40), status: z.enum(ORDER_STATUSES), payStatus: z.enum(PAY_STATUSES) }),
});
export type OrderChangedMessage = z.infer<typeof orderChangedMessageSchema>;

export const liveMessageSchema = z.discriminatedUnion('msg', [orderChangedMessageSchema]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
