import { z } from 'zod';
import { URL_LANGUAGES } from '../languages';
import { storableText } from '../limits';
import { LIMIT_MESSAGE } from './account-fields';
import { parseAccountId } from './account-id';
import { humanCheckField } from './auth';
import { INQUIRY_KINDS, INQUIRY_LIMITS, INQUIRY_NO, INQUIRY_STATUSES, INQUIRY_SUBJECT_TYPES } from './inquiry-limits';

/*
 * Quote requests and feedback (spec §1, §2 `inquiry/{slug}`, `inquiry/feedback`,
 * `inquiry/thankyou`, §3 Inquiry: content, images). The form and the server check the same
 * fields with the same words; the contact follows spec §5 exactly as an account does.
 */

const isoDate = z.iso.datetime({ offset: true });

const pictureList = z
  .union([z.file(), z.array(z.file())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(z.file())
      .max(INQUIRY_LIMITS.pictures, { message: 'inquiry.tooManyPictures' })
      .refine((files) => files.every((file) => file.size <= INQUIRY_LIMITS.pictureBytes), { message: 'inquiry.pictureTooLarge' })
      .refine((files) => files.reduce((sum, file) => sum + file.size, 0) <= INQUIRY_LIMITS.picturesTotalBytes, {
        message: 'inquiry.picturesTooLarge',
      }),
  );

/** Multipart sends every field as text: a whole number of units, or nothing for feedback. */
const quantityField = z
  .string()
  .trim()
  .max(12, { message: 'inquiry.quantityInvalid' })
  .optional()
  .transform((text, context) => {
    if (text === undefined || text === '') return null;
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1 || value > INQUIRY_LIMITS.quantity) {
      context.addIssue({ code: 'custom', message: 'inquiry.quantityInvalid' });
      return z.NEVER;
    }
    return value;
  });

/**
 * Multipart: `kind`, `subject` (the slug of `inquiry/{slug}`, '' for feedback or a request
 * about nothing in particular), `quantity` (quotes), `message`, the contact as `account` and
 * `countryCode` (email or mobile, spec §5), `humanCheck` (guests), `lang` and up to five `pictures`.
 */
export const inquirySend = {
  request: z
    .object({
      kind: z.enum(INQUIRY_KINDS, { message: 'validation.select' }),
      subject: z.string().trim().max(200).default(''),
      quantity: quantityField,
      message: storableText.trim().min(1, { message: 'inquiry.messageRequired' }).max(INQUIRY_LIMITS.message, { message: LIMIT_MESSAGE }),
      account: z.string({ message: 'validation.accountRequired' }).max(254, { message: LIMIT_MESSAGE }),
      countryCode: z.string().max(8).optional(),
      /** Needed from a guest; a signed-in shopper's session stands in for it. */
      humanCheck: humanCheckField.optional(),
      lang: z.enum(URL_LANGUAGES).default('en'),
      pictures: pictureList,
    })
    .transform((fields, context) => {
      const contact = parseAccountId(fields.account, fields.countryCode);
      if ('problem' in contact) {
        context.addIssue({ code: 'custom', path: [contact.problem], message: contact.message });
        return z.NEVER;
      }
      if (fields.kind === 'quote' && fields.quantity === null) {
        context.addIssue({ code: 'custom', path: ['quantity'], message: 'inquiry.quantityRequired' });
        return z.NEVER;
      }
      const { account: _account, countryCode: _countryCode, ...rest } = fields;
      return { ...rest, quantity: fields.kind === 'quote' ? fields.quantity : null, contact };
    }),
  response: z.object({ inquiryNo: z.string(), thankYouHref: z.string() }),
};

/** What an inquiry is about, as the form and the lists show it. */
export const inquirySubjectSchema = z.object({
  type: z.enum(INQUIRY_SUBJECT_TYPES),
  slug: z.string(),
  title: z.string(),
  /** Where the product or page lives, for a link back. */
  href: z.string(),
});
export type InquirySubject = z.infer<typeof inquirySubjectSchema>;

/** Page data of `inquiry/{slug}`, a custom category of type inquiry, and `inquiry/feedback`. */
export const inquiryFormSchema = z.object({
  kind: z.enum(INQUIRY_KINDS),
  /** The slug the form sends back as `subject`; '' for none. */
  subjectSlug: z.string(),
  subject: inquirySubjectSchema.nullable(),
});
export type InquiryForm = z.infer<typeof inquiryFormSchema>;

/** Page data of `inquiry/thankyou?no=<inquiryNo>`: null when the number names no inquiry. */
export const inquiryReceiptSchema = z
  .object({
    inquiryNo: z.string().regex(INQUIRY_NO),
    kind: z.enum(INQUIRY_KINDS),
    /** Where the answer will go: `email` or `mobile`, never the address itself. */
    contactKind: z.enum(['email', 'mobile']),
  })
  .nullable();
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

/** One of the shopper's inquiries with its answer, as the user area shows it. */
export const shopperInquirySchema = z.object({
  inquiryNo: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  subject: inquirySubjectSchema.nullable(),
  quantity: z.int().nullable(),
  message: z.string(),
  /** Addresses of the pictures, served to their owner only. */
  pictures: z.array(z.string()),
  status: z.enum(INQUIRY_STATUSES),
  answer: z.string(),
  answeredAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type ShopperInquiry = z.infer<typeof shopperInquirySchema>;

/** Page data of `user/inquiry`: the shopper's own inquiries, newest first, one page of them. */
export const inquiryListSchema = z.object({
  inquiries: z.array(shopperInquirySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  /** `?no=` picked one out: it is opened in the list. */
  open: z.string().nullable(),
  /** Where new requests are made. */
  feedbackHref: z.string(),
});
export type InquiryList = z.infer<typeof inquiryListSchema>;

export const inquiryFormKindDataSchema = z.object({ inquiryForm: inquiryFormSchema });
export const inquiryThankYouKindDataSchema = z.object({
  inquiryReceipt: inquiryReceiptSchema,
  inquiryLinks: z.object({ home: z.string(), inquiries: z.string().nullable() }),
});
export const userInquiryKindDataSchema = z.object({ inquiryList: inquiryListSchema });
