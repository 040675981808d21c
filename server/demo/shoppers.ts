import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { users } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { hashPassword } from '../accounts/passwords';

/** The demo shopper anyone can sign in as (printed by `npm start` in development, and in the README). */
export const DEMO_SHOPPER = {
  email: 'demo@vitrine.example',
  mobile: '+8613800138000',
  password: 'vitrine-demo',
  firstName: 'Mei',
  lastName: 'Chen',
  nickName: 'Mei',
  birthday: '1992-04-18',
  bio: 'Collects teapots and travel notebooks.',
} as const;

/** The demo shopper's id, or null before the seed made them. */
export async function demoShopperId(tx: Transaction): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email)).limit(1);
  return row?.id ?? null;
}

/** Creates the demo shopper once; their addresses, favorites and history are later steps. */
export const demoShopperSeed: SeedStep = {
  name: 'demo-shopper',
  async run(tx) {
    if ((await demoShopperId(tx)) !== null) return 'skipped';
    const { password, ...profile } = DEMO_SHOPPER;
    await tx.insert(users).values({ ...profile, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() });
    return 'seeded';
  },
};
