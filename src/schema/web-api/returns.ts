import { z } from 'zod';
import { URL_LANGUAGES } from '../languages';
import { AUDIT_STATUSES, RETURN_STATUSES, RETURN_TYPES } from '../commerce/states';
import { storableText } from '../limits';
import { LIMIT_MESSAGE } from './account-fields';
import { RETURN_LIMITS } from './return-limits';

/*
 * Returns as the shopper applies for them and reads them (spec §3 Return order, §4). Every
 * amount here is computed by the server; the application names lines and units only.
 */

const moneySchema = z.object({ amount: z.int(), currency: z.string().regex(/^[A-Z]{3}$/) });
const isoDate = z.iso.datetime({ offset: true });
/** `V20261124-000042` / `R20261124-000007`: what the shopper reads and the URLs name. */
const orderNoSchema = z
  .string()
  .trim()
  .regex(/^V\d{8}-\d{6}$/, { message: 'return.orderNotFound' });
export const returnNoSchema = z
  .string()
  .trim()
  .regex(/^R\d{8}-\d{6}$/, { message: 'return.notFound' });

/** A line as the shopper sees it: its name and options in the page language, its picture. */
export const returnableLineSchema = z.object({
  lineId: z.uuid(),
  name: z.string(),
  options: z.string(),
  image: z.string().nullable(),
  unitPrice: moneySchema,
  bought: z.int().min(1),
  /** Units that may still be returned: bought minus those in returns not cancelled or refused. */
  returnable: z.int().min(0),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

/** What the application form needs about one order: its lines, and why it may not be returned if so. */
export const returnFormSchema = z.object({
  orderNo: z.string(),
  lines: z.array(returnableLineSchema),
  /** Null while returns are open; else `return.notShipped`, `return.windowClosed` or `return.nothingLeft`. */
  closedReason: z.string().nullable(),
  /** The last day a return may be applied for, when the order is delivered. */
  openUntil: isoDate.nullable(),
});
export type ReturnForm = z.infer<typeof returnFormSchema>;

export const returnLineSchema = z.object({
  name: z.string(),
  options: z.string(),
  image: z.string().nullable(),
  quantity: z.int().min(1),
  unitPrice: moneySchema,
});

export const returnSummarySchema = z.object({
  returnNo: z.string(),
  orderNo: z.string(),
  type: z.enum(RETURN_TYPES),
  status: z.enum(RETURN_STATUSES),
  auditStatus: z.enum(AUDIT_STATUSES),
  refund: moneySchema,
  createdAt: isoDate,
  lines: z.array(returnLineSchema),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const merchantReturnAddressSchema = z.object({ consignee: z.string(), contactNumber: z.string(), detailedAddress: z.string() });

export const returnEventSchema = z.object({ kind: z.string(), actor: z.string(), at: isoDate });

export const returnDetailSchema = returnSummarySchema.extend({
  description: z.string(),
  refuseDescription: z.string(),
  logisticsCompany: z.string(),
  trackingNumber: z.string(),
  deliveryTime: isoDate.nullable(),
  /** Shown once the return is approved. */
  merchantAddress: merchantReturnAddressSchema.nullable(),
  /** Addresses of the pictures, served to their owner only. */
  pictures: z.array(z.string()),
  timeline: z.array(returnEventSchema),
  /** What the shopper may do now, from the transition table. */
  canCancel: z.boolean(),
  canSendBack: z.boolean(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

const pictureList = z
  .union([z.file(), z.array(z.file())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.file()).max(RETURN_LIMITS.pictures, { message: 'return.tooManyPictures' }));

/** `[{lineId, quantity}]` travels as JSON text in the multipart form. */
const applyLines = z
  .string()
  .max(8000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'return.linesRequired' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.object({ lineId: z.uuid(), quantity: z.int().min(1).max(999) }), { message: 'return.linesRequired' })
      .min(1, { message: 'return.linesRequired' })
      .max(100)
      .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, { message: 'return.linesRequired' }),
  );

/** Multipart: `orderNo`, `type`, `lines` (JSON), `description`, and up to three `pictures`. */
export const returnApply = {
  request: z.object({
    orderNo: orderNoSchema,
    type: z.enum(RETURN_TYPES, { message: 'validation.select' }),
    lines: applyLines,
    description: storableText.trim().max(RETURN_LIMITS.description, { message: LIMIT_MESSAGE }).default(''),
    pictures: pictureList,
  }),
  response: z.object({ returnNo: z.string() }),
};

/** The page language lines are named in. */
const langField = z.enum(URL_LANGUAGES).default('en');

export const returnList = {
  request: z.object({ page: z.int().min(1).max(1000).default(1), lang: langField }),
  response: z.object({ returns: z.array(returnSummarySchema), page: z.int(), pageCount: z.int() }),
};

export const returnGet = {
  request: z.object({ returnNo: returnNoSchema, lang: langField }),
  response: z.object({ return: returnDetailSchema }),
};

export const returnCancel = returnGet;

export const returnSendBack = {
  request: z.object({
    returnNo: returnNoSchema,
    lang: langField,
    logisticsCompany: storableText
      .trim()
      .min(1, { message: 'validation.required' })
      .max(RETURN_LIMITS.logisticsCompany, { message: LIMIT_MESSAGE }),
    trackingNumber: storableText
      .trim()
      .min(1, { message: 'validation.required' })
      .max(RETURN_LIMITS.trackingNumber, { message: LIMIT_MESSAGE }),
    /** When the parcel was handed over; not in the future. */
    deliveryTime: z.iso.datetime({ offset: true, message: 'validation.required' }),
  }),
  response: returnGet.response,
};

/** Where the return pages live for this shopper's language and the shop's user prefix (`/zh/user/return`, `/zh/user/order`). */
export const returnLinksSchema = z.object({ returns: z.string(), orders: z.string() });
export type ReturnLinks = z.infer<typeof returnLinksSchema>;

/** `user/return`: the shopper's returns, and the application form when the page was opened with `?apply=<orderNo>`. */
export const userReturnKindDataSchema = z.object({
  returnList: returnList.response,
  /** Null without `?apply=`; `{orderNo, form: null}` when that order is not the shopper's. */
  returnApply: z.object({ orderNo: z.string(), form: returnFormSchema.nullable() }).nullable(),
  returnLinks: returnLinksSchema,
});

/** `user/return/{returnNo}`: one return of the shopper's. */
export const userReturnDetailKindDataSchema = z.object({ returnDetail: returnDetailSchema, returnLinks: returnLinksSchema });
