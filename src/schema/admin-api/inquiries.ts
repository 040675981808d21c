import { z } from 'zod';
import { TRANSLATED_LOCALES } from '../languages';
import { storableText } from '../limits';
import { INQUIRY_KINDS, INQUIRY_LIMITS, INQUIRY_STATUSES, INQUIRY_SUBJECT_TYPES } from '../web-api/inquiry-limits';
import { ADMIN_MAX_BODY_BYTES, forRoles, SUPPORT } from './contract';

/*
 * The merchant's side of quote requests and feedback. An answer is mailed (or texted) to the
 * contact, and a signed-in shopper's open pages and user area show it. An unknown inquiry is a
 * 404, a closed one takes no answer (409), a bad body 422 naming the field.
 */

/** Inquiries one page of the merchant's list holds. */
export const MERCHANT_INQUIRIES_PAGE_SIZE = 50;

export const merchantInquirySchema = z.object({
  id: z.string(),
  inquiryNo: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  subjectType: z.enum(INQUIRY_SUBJECT_TYPES).nullable(),
  subjectSlug: z.string().nullable(),
  subjectTitle: z.string(),
  quantity: z.int().nullable(),
  message: z.string(),
  contactKind: z.enum(['email', 'mobile']),
  contact: z.string(),
  signedIn: z.boolean(),
  locale: z.enum(TRANSLATED_LOCALES),
  status: z.enum(INQUIRY_STATUSES),
  answer: z.string(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  pictureCount: z.int(),
});

/** One inquiry with the addresses of its pictures under the admin API. */
const inquiryAnswer = z.object({ inquiry: merchantInquirySchema.extend({ pictures: z.array(z.string()) }) });

export const INQUIRY_CALLS = forRoles(SUPPORT, {
  /** The newest first. */
  'inquiries/list': {
    method: 'GET',
    path: '/inquiries',
    query: z.object({
      status: z.enum(INQUIRY_STATUSES).optional(),
      kind: z.enum(INQUIRY_KINDS).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    answer: z.object({ inquiries: z.array(merchantInquirySchema), page: z.int(), pageCount: z.int() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MERCHANT_INQUIRIES_PAGE_SIZE,
  },
  'inquiries/get': { method: 'GET', path: '/inquiries/:inquiryNo', answer: inquiryAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** A picture of the inquiry, `1.webp` to `5.webp`. */
  'inquiries/picture': {
    method: 'GET',
    path: '/inquiries/:inquiryNo/pictures/:file',
    answer: z.never(),
    file: 'image/webp',
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  'inquiries/answer': {
    reads: 'inquiries/get',
    method: 'POST',
    path: '/inquiries/:inquiryNo/answer',
    request: z.object({ answer: storableText.trim().min(1).max(INQUIRY_LIMITS.answer) }),
    answer: inquiryAnswer,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** Closed without an answer. */
  'inquiries/close': { reads: 'inquiries/get', method: 'POST', path: '/inquiries/:inquiryNo/close', answer: inquiryAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
});
