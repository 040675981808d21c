/*
 * What an inquiry may hold. Zod-free, so the form reads its caps (and the database its CHECKs)
 * without loading a schema before the shopper types.
 */

export const INQUIRY_KINDS = ['quote', 'feedback'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** `new` until the merchant answers (`answered`, which may be answered again) or closes it without an answer. */
export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What a quote request is about: a product, or a content page; none for feedback or a general request. */
export const INQUIRY_SUBJECT_TYPES = ['product', 'page'] as const;
export type InquirySubjectType = (typeof INQUIRY_SUBJECT_TYPES)[number];

export const INQUIRY_LIMITS = {
  /** Characters of the message (spec §3 content); 'Input has reached its limit' beyond them. */
  message: 2000,
  /** Characters of the merchant's answer. */
  answer: 4000,
  /** Units a quote may ask about. */
  quantity: 1_000_000,
  /** Pictures per inquiry (spec §3 images). */
  pictures: 5,
  /** Bytes of one picture before it is re-encoded. */
  pictureBytes: 4 * 1024 * 1024,
  /** Bytes of all pictures together, before they are re-encoded. */
  picturesTotalBytes: 12 * 1024 * 1024,
  /** The longest side of a stored picture, in pixels. */
  pictureSide: 1600,
} as const;

/** File types the picture input offers; the server decides from the bytes, whatever the name says. */
export const INQUIRY_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** `Q20261124-000042`: what the shopper reads on the thank-you page and in mail. */
export const INQUIRY_NO = /^Q\d{8}-\d{6}$/;
