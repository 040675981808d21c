import { eq } from 'drizzle-orm';
import { accountLog, sessions, signInEvents } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { hashToken, newToken } from '../accounts/sessions';
import { demoShopperId } from './shoppers';

/*
 * The demo shopper's past on the security pages: a phone still signed in, an office computer
 * signed out from the list, sign-ins with a mistyped password among them, and the changes
 * those left in the account log. Their tokens are thrown away: nobody can use these sessions.
 */

const DAY = 24 * 60 * 60 * 1000;

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OFFICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

export const demoShopperSecuritySeed: SeedStep = {
  name: 'demo-shopper-security',
  async run(tx) {
    const userId = await demoShopperId(tx);
    if (userId === null) return 'skipped';
    const [seen] = await tx.select({ id: signInEvents.id }).from(signInEvents).where(eq(signInEvents.userId, userId)).limit(1);
    if (seen) return 'skipped';
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    await tx.insert(sessions).values([
      {
        tokenHash: hashToken(newToken()),
        userId,
        ip: '198.51.100.20',
        userAgent: PHONE,
        loginMethod: 'code',
        createdAt: at(12),
        lastSeenAt: at(1),
        expiresAt: new Date(at(1).getTime() + 30 * DAY),
      },
      {
        tokenHash: hashToken(newToken()),
        userId,
        ip: '192.0.2.44',
        userAgent: OFFICE,
        loginMethod: 'password',
        createdAt: at(40),
        lastSeenAt: at(9),
        expiresAt: new Date(at(9).getTime() + 30 * DAY),
        revokedAt: at(8),
      },
    ]);
    await tx.insert(signInEvents).values([
      { userId, ip: '192.0.2.44', userAgent: OFFICE, loginMethod: 'password', success: true, at: at(40) },
      { userId, ip: '198.51.100.20', userAgent: PHONE, loginMethod: 'password', success: false, reason: 'wrong-password', at: at(12.01) },
      { userId, ip: '198.51.100.20', userAgent: PHONE, loginMethod: 'code', success: true, at: at(12) },
    ]);
    await tx.insert(accountLog).values([
      { userId, kind: 'name', ip: '192.0.2.44', at: at(39) },
      { userId, kind: 'password', ip: '192.0.2.44', at: at(20) },
      { userId, kind: 'session-ended', ip: '198.51.100.20', at: at(8) },
    ]);
    return 'seeded';
  },
};
