/*
 * What a review may hold and how the reviews list pages. Zod-free, so the review form reads
 * its caps without loading a schema before the shopper types.
 */

export const REVIEW_LIMITS = {
  /** Characters of a review's text ('Input has reached its limit' at the cap). */
  body: 1000,
  /** Characters of the merchant's reason for a rejection. */
  rejectReason: 500,
  /** Pictures per review. */
  pictures: 3,
  /** Bytes of one picture before it is re-encoded. */
  pictureBytes: 4 * 1024 * 1024,
  /** The longest side of a stored picture, in pixels. */
  pictureSide: 1600,
  /** Reviews per page of the list. */
  pageSize: 10,
  /** Pages a visitor may ask for; deeper pages are not worth an unbounded offset. */
  maxPage: 500,
} as const;

export const REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'pictures'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** File types the picture input offers; the server decides from the bytes, whatever the name says. */
export const REVIEW_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
