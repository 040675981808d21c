import { z } from 'zod';

/**
 * The inquiry form (spec §2 `inquiry/{slug}`, `inquiry/feedback`, custom categories of type
 * inquiry): it draws the page's own `data.inquiryForm`, a quote request or feedback.
 */
export const inquiryFormBlockSchema = z.object({
  /** The form heading; 'Request a quote' or 'Send us feedback' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type InquiryFormBlockProps = z.infer<typeof inquiryFormBlockSchema>;
