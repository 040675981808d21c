import { z } from 'zod';

/** The shopper's inquiries on `user/inquiry`, with the shop's answers: it draws the page's own `data.inquiryList`. */
export const inquiryListBlockSchema = z.object({
  /** The page heading; 'Your inquiries' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type InquiryListBlockProps = z.infer<typeof inquiryListBlockSchema>;
