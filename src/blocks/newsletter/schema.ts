import { z } from 'zod';

export const newsletterSchema = z.object({
  /** The block's heading; the shop's own words ("Get our newsletter") when left out. */
  heading: z.string().trim().min(1).max(80).optional(),
  /** A sentence on what subscribers receive, in plain text. */
  text: z.string().trim().min(1).max(300).optional(),
});
export type NewsletterProps = z.infer<typeof newsletterSchema>;
