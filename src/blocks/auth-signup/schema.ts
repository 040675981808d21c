import { z } from 'zod';
import { linkHref } from '../../schema/link-href';

export const authSignupSchema = z.object({
  /** The page heading; the translated 'Create an account' when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
  /** The privacy policy and the terms the shopper agrees to (spec §5). */
  privacyHref: linkHref.default('/page/privacy'),
  termsHref: linkHref.default('/page/terms'),
});
export type AuthSignupProps = z.infer<typeof authSignupSchema>;
