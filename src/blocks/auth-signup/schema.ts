import { z } from 'zod';
import { linkHref } from '../../schema/link-href';

export const authSignupSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Left empty, it reads “Create an account” in the shopper’s language.' }),
  /** Spec §5. */
  privacyHref: linkHref
    .default('/page/privacy')
    .meta({ description: 'The page with the shop’s privacy policy, which the shopper agrees to when signing up.' }),
  termsHref: linkHref
    .default('/page/terms')
    .meta({ description: 'The page with the shop’s terms, which the shopper agrees to when signing up.' }),
});
export type AuthSignupProps = z.infer<typeof authSignupSchema>;
