import { z } from 'zod';

/** `inquiry/thankyou`: the inquiry's number and what happens next, from the page's `data.inquiryReceipt`. */
export const inquiryThankyouBlockSchema = z.object({
  heading: z
    .string()
    .max(120)
    .default('')
    .meta({ description: 'Left empty, it reads “Thank you for writing to us” in the shopper’s language.' }),
});
export type InquiryThankyouBlockProps = z.infer<typeof inquiryThankyouBlockSchema>;
