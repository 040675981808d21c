import { z } from 'zod';

/** `inquiry/thankyou`: the inquiry's number and what happens next, from the page's `data.inquiryReceipt`. */
export const inquiryThankyouBlockSchema = z.object({
  /** The heading; 'Thank you for writing to us' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type InquiryThankyouBlockProps = z.infer<typeof inquiryThankyouBlockSchema>;
