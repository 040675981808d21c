import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import type { Logger } from '../logger';
import type { CookiePolicy } from '../accounts/sessions';
import type { FindShopper } from '../http/shopper';
import type { Mailer } from '../accounts/mail/mailer';
import type { Context } from 'hono';
import type { SiteSettingsService } from '../pages/site-settings';
import type { Payments } from '../payments/payments';
import type { CommerceRules } from '../commerce/commerce-rules';

/** What the shopper API's handlers are built from. */
export type WebApiDeps = {
  db: Database;
  logger: Logger;
  /** The server's one settings service (see server/services.ts), forgotten with every merchant write. */
  siteSettings: SiteSettingsService;
  /** The services' commerce rules (buying rules, promotions), forgotten with the site settings. */
  commerceRules: CommerceRules;
  /** The services' one payment service, with the providers the shop was started with. */
  payments: Payments;
  findShopper?: FindShopper;
  /** Session cookies carry `Secure` in production. */
  cookies?: CookiePolicy;
  /** Proxies whose X-Forwarded-For is believed for the client address. */
  trustProxy?: number;
  checkAnswers?: boolean;
  /** The services' one mailer: codes and links go to the outbox, and out by SMTP when configured. */
  mailer: Mailer;
  /** The origin written into links in mail (the configured public origin in production, never a forged Host). */
  originOf?: (url: URL) => string;
  /** Whether an `Origin` header is the shop's own (the request's host, PUBLIC_ORIGIN, allowed hosts); unset, the request's host only. */
  isOwnOrigin?: (origin: string, url: URL) => boolean;
  /** Live messages to the shopper's open pages (an order they changed); none are sent without it. */
  changes?: ChangeBus;
  /** Runs once a sign-in has started its session (the guest's cart joins the shopper's). */
  afterSignIn?: (c: Context, userId: string) => Promise<void>;
};
