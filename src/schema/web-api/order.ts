import { z } from 'zod';
import { URL_LANGUAGES } from '../languages';
import { orderDetailSchema, orderListSchema, orderNoSchema, orderStatusSchema } from '../order-pages';

/*
 * The shopper's order calls. Every one acts on the caller's own orders: another shopper's
 * order is not found, whatever id or number is given.
 */

const orderIdSchema = z.uuid();
/** The page language names, options and links are drawn in. */
const langField = z.enum(URL_LANGUAGES).default('en');

export const orderList = {
  request: z.object({ status: orderStatusSchema.optional(), page: z.number().int().min(1).max(10_000).default(1), lang: langField }),
  response: orderListSchema,
};

export const orderGet = {
  request: z
    .object({ orderId: orderIdSchema.optional(), orderNo: orderNoSchema.optional(), lang: langField })
    .refine((body) => (body.orderId === undefined) !== (body.orderNo === undefined), { message: 'validation.required', path: ['orderId'] }),
  response: z.object({ order: orderDetailSchema }),
};

/** Before payment the order is cancelled at once; after it, and before anything ships, the merchant decides. */
export const orderCancel = {
  request: z.object({ orderId: orderIdSchema, lang: langField }),
  response: z.object({ order: orderDetailSchema }),
};
