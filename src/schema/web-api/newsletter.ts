import { z } from 'zod';
import { URL_LANGUAGES } from '../languages';
import { ACCOUNT_LIMITS } from './account-limits';

/*
 * The newsletter sign-up. The answer is the same whether the address is new, waiting for its
 * confirmation or already subscribed: it never tells who is on the list.
 */

export const NEWSLETTER_PROBLEMS = {
  email: 'newsletter.invalidEmail',
  tooMany: 'newsletter.tooMany',
} as const;

const emailField = z
  .string({ message: NEWSLETTER_PROBLEMS.email })
  .trim()
  .max(ACCOUNT_LIMITS.email, { message: NEWSLETTER_PROBLEMS.email })
  .pipe(z.email({ message: NEWSLETTER_PROBLEMS.email }));

/** `newsletter/join`: a confirmation link goes to a new (or not yet confirmed) address. */
export const newsletterJoin = {
  request: z.object({ email: emailField, lang: z.enum(URL_LANGUAGES).default('en') }),
  response: z.object({ accepted: z.literal(true) }),
};

/** The block's id on its page: the return names `#<spot>-<notice>`, which the block shows. */
const newsletterSpot = z.string().regex(/^[\w-]{1,60}$/);

/** What the no-script form (`POST {lang}/newsletter`) posts; `back` is the page it sits on. */
export const newsletterFormSchema = z.object({ email: emailField, back: z.string().max(2048).optional(), spot: newsletterSpot.optional() });

/** What the page the form returns to says (`#<spot>-<notice>`). */
export const NEWSLETTER_NOTICES = ['sent', 'invalid', 'wait'] as const;
export type NewsletterNotice = (typeof NEWSLETTER_NOTICES)[number];
