import { z } from 'zod';
import { RETURN_STATUSES } from '../commerce/states';
import { storableText } from '../limits';
import { RETURN_LIMITS } from '../web-api/return-limits';
import { returnDetailSchema, returnSummarySchema } from '../web-api/returns';
import { ADMIN_MAX_BODY_BYTES, forRoles, SUPPORT } from './contract';
import { commerceSettingsSchema } from './orders';

/*
 * The merchant's side of returns. Each action goes through the transition table: one it does
 * not allow now answers 409 and changes nothing; an unknown return 404; a bad body 422 naming
 * the field. A return reads as its shopper sees it.
 */

export const RETURN_NO = /^R\d{8}-\d{6}$/;

/** The most returns one answer of the list holds. */
const MAX_PAGE = 100;

/**
 * Where the shopper sends the goods back: the shape and the rules of the shop's return address
 * in its settings, so an address support may give one return is one the owner could have set.
 */
export const returnAddressSchema = commerceSettingsSchema.shape.returnAddress.unwrap();
export type ReturnAddress = z.infer<typeof returnAddressSchema>;

const returnAnswer = z.object({ return: returnDetailSchema.loose() });
/** The fields every action without a body shares: the return as it is now. */
const returnChange = { method: 'POST', answer: returnAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES } as const;

export const RETURN_CALLS = forRoles(SUPPORT, {
  /** Every shopper's returns, newest first. */
  'returns/list': {
    method: 'GET',
    path: '/returns',
    query: z.object({
      status: z.enum(RETURN_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    answer: z.object({ returns: z.array(returnSummarySchema.loose()) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MAX_PAGE,
  },
  'returns/get': { method: 'GET', path: '/returns/:returnNo', answer: returnAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** A picture the shopper sent with the return, `1.webp` to `3.webp` (its `pictures` name them in the shopper's addresses). */
  'returns/picture': {
    method: 'GET',
    path: '/returns/:returnNo/pictures/:file',
    answer: z.never(),
    file: 'image/webp',
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * The return address an approval of this return gives unless it names another: the shop's
   * (its settings' `returnAddress`) while the return waits, the one it was given once approved.
   * Support reads it here to confirm or change it; the settings themselves are the owner's.
   */
  'returns/approval': {
    method: 'GET',
    path: '/returns/:returnNo/approval',
    answer: z.object({ address: returnAddressSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Approved: the shopper then sees the return address, `address` when given (for this return
   * only: the shop's settings stay as they are), the shop's otherwise. An empty body is the
   * same as `{}`. A field the call does not know is refused rather than ignored, so a misspelt
   * `address` never sends the shopper to the shop's address unnoticed.
   */
  'returns/approve': {
    reads: 'returns/get',
    ...returnChange,
    path: '/returns/:returnNo/approve',
    request: z.strictObject({ address: returnAddressSchema.optional() }),
  },
  /** Refused with the reason the shopper reads. */
  'returns/refuse': {
    reads: 'returns/get',
    ...returnChange,
    path: '/returns/:returnNo/refuse',
    request: z.object({ reason: storableText.trim().min(1).max(RETURN_LIMITS.refuseReason) }),
  },
  /** The goods sent back have arrived. */
  'returns/receive': { reads: 'returns/get', ...returnChange, path: '/returns/:returnNo/receive' },
  /** Refunded onto the order, within what the order was paid (409 past it). */
  'returns/refund': { reads: 'returns/get', ...returnChange, path: '/returns/:returnNo/refund' },
  /** The replacement is on its way: the exchange completes. */
  'returns/exchange': { reads: 'returns/get', ...returnChange, path: '/returns/:returnNo/exchange' },
  /** An approved return ended without a refund or an exchange. */
  'returns/end': { reads: 'returns/get', ...returnChange, path: '/returns/:returnNo/end' },
});
