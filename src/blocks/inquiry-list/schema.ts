import { z } from 'zod';

/** The shopper's inquiries on `user/inquiry`, with the shop's answers: it draws the page's own `data.inquiryList`. */
export const inquiryListBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Your inquiries” in the shopper’s language.' }),
});
export type InquiryListBlockProps = z.infer<typeof inquiryListBlockSchema>;
