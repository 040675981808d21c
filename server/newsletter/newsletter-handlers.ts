import type { Context } from 'hono';
import { langPath, localeChain, type UrlLanguage } from '../../src/schema/languages';
import { NEWSLETTER_PROBLEMS } from '../../src/schema/web-api/newsletter';
import type { NEWSLETTER_CALLS } from '../../src/schema/web-api/newsletter-calls';
import type { Mailer } from '../accounts/mail/mailer';
import { requestInfo } from '../accounts/request-info';
import { hashToken } from '../accounts/sessions';
import { longestWait, recordHits, type ThrottleRule } from '../accounts/throttle';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { joinNewsletter } from './newsletter';

const HOUR = 60 * 60 * 1000;

/** Sign-ups counted per address (hashed) and per client address. */
export const NEWSLETTER_LIMITS = {
  perAddressHour: { limit: 3, windowMs: HOUR },
  perIpHour: { limit: 10, windowMs: HOUR },
} as const;

export type NewsletterSignUpDeps = { db: Database; logger: Logger; mailer: Mailer; originOf?: ((url: URL) => string) | undefined; trustProxy?: number | undefined };

export type SignUpOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The sign-up both the /api/web call and the no-script form use. It answers before any of
 * the database work that depends on the address, so how long it takes tells nothing about
 * whether the address is already on the list; the confirmation mail follows.
 */
export function newsletterSignUp(deps: NewsletterSignUpDeps): (c: Context, email: string, lang: UrlLanguage) => Promise<SignUpOutcome> {
  const { db } = deps;
  const { mailer } = deps;
  return async (c, email, lang) => {
    const { ip } = requestInfo(c, deps.trustProxy ?? 0);
    const rules: ThrottleRule[] = [
      { key: `newsletter-address:${hashToken(email.trim().toLowerCase())}`, ...NEWSLETTER_LIMITS.perAddressHour },
      { key: `newsletter-ip:${ip}`, ...NEWSLETTER_LIMITS.perIpHour },
    ];
    const wait = await longestWait(db, rules);
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };
    await recordHits(db, rules);
    const url = new URL(c.req.url);
    const origin = deps.originOf ? deps.originOf(url) : url.origin;
    const locale = localeChain(lang)[0] ?? 'en';
    mailer.later(async () => {
      const joined = await joinNewsletter(db, { email, locale });
      if (!joined) return;
      const link = `${origin}${langPath(lang)}/newsletter/confirm?token=${encodeURIComponent(joined.confirmToken)}`;
      await mailer.send({ channel: 'email', recipient: joined.subscriber.email, template: 'newsletter-confirm', locale, values: { link } });
    });
    return { ok: true };
  };
}

export function newsletterHandlers(deps: WebApiDeps): WebApiHandlers<typeof NEWSLETTER_CALLS> {
  const signUp = newsletterSignUp(deps);
  return {
    'newsletter/join': async ({ body, c }) => {
      const outcome = await signUp(c, body.email, body.lang);
      if (!outcome.ok) {
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        throw new HandlerFailure(429, NEWSLETTER_PROBLEMS.tooMany, `Too many sign-ups; try again in ${outcome.retryAfterSeconds} s`, [
          { path: 'email', message: NEWSLETTER_PROBLEMS.tooMany },
        ]);
      }
      return { accepted: true as const };
    },
  };
}
