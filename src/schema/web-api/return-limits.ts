/*
 * What a return application may hold. Zod-free, so the application form reads its caps
 * without loading a schema before the shopper types.
 */

export const RETURN_LIMITS = {
  /** Characters of the shopper's description ('Input has reached its limit' beyond them). */
  description: 500,
  /** Characters of the merchant's reason for a refusal. */
  refuseReason: 500,
  logisticsCompany: 100,
  trackingNumber: 60,
  /** Pictures per application. */
  pictures: 3,
  /** Bytes of one picture before it is re-encoded. */
  pictureBytes: 4 * 1024 * 1024,
  /** The longest side of a stored picture, in pixels. */
  pictureSide: 1600,
} as const;

/** File types the picture input offers; the server decides from the bytes, whatever the name says. */
export const RETURN_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
