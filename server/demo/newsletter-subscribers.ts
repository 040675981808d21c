import { randomUUID } from 'node:crypto';
import { newsletterSubscribers } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { hashToken, newToken } from '../accounts/sessions';
import { CONFIRM_LINK_LIFETIME_MS, unsubscribeHashIn } from '../newsletter/newsletter';

/** Newsletter subscribers in every state and language, so the export and the states have something to show. */
export const DEMO_SUBSCRIBERS = [
  { email: 'mei.chen@example.org', locale: 'zh-CN', status: 'confirmed', daysAgo: 40 },
  { email: 'wing.lau@example.org', locale: 'zh-HK', status: 'confirmed', daysAgo: 21 },
  { email: 'ada.lovelace@example.org', locale: 'en', status: 'confirmed', daysAgo: 12 },
  { email: 'li.wei@example.org', locale: 'zh-CN', status: 'pending', daysAgo: 0 },
  { email: 'grace.hopper@example.org', locale: 'en', status: 'pending', daysAgo: 1 },
  { email: 'ka.ming@example.org', locale: 'zh-HK', status: 'unsubscribed', daysAgo: 60 },
  { email: 'alan.turing@example.org', locale: 'en', status: 'unsubscribed', daysAgo: 30 },
] as const;

const DAY = 24 * 60 * 60 * 1000;

export const demoNewsletterSeed: SeedStep = {
  name: 'demo-newsletter',
  async run(tx) {
    const [existing] = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).limit(1);
    if (existing) return 'skipped';
    const now = Date.now();
    for (const subscriber of DEMO_SUBSCRIBERS) {
      const id = randomUUID();
      const joined = new Date(now - subscriber.daysAgo * DAY);
      const confirmed = subscriber.status !== 'pending' ? new Date(joined.getTime() + 60 * 60 * 1000) : null;
      await tx
        .insert(newsletterSubscribers)
        .values({
          id,
          email: subscriber.email,
          locale: subscriber.locale,
          status: subscriber.status,
          // A pending address's link is not known to anyone: it waits, unconfirmable, until it expires or is asked for again.
          confirmTokenHash: subscriber.status === 'pending' ? hashToken(newToken()) : null,
          confirmExpiresAt: subscriber.status === 'pending' ? new Date(joined.getTime() + CONFIRM_LINK_LIFETIME_MS) : null,
          unsubscribeTokenHash: await unsubscribeHashIn(tx, id),
          createdAt: joined,
          updatedAt: joined,
          confirmedAt: confirmed,
          unsubscribedAt: subscriber.status === 'unsubscribed' ? new Date(joined.getTime() + 7 * DAY) : null,
        })
        .onConflictDoNothing();
    }
    return 'seeded';
  },
};
