import { eq } from 'drizzle-orm';
import { addresses } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { demoShopperId } from './shoppers';

/** The demo shopper's address book: three countries, the Shanghai one the default. */
export const DEMO_ADDRESSES = [
  {
    country: 'US',
    province: 'CA',
    city: 'San Francisco',
    postalCode: '94103',
    firstName: 'Mei',
    lastName: 'Chen',
    addressLine: '600 Harrison St',
    apartment: 'Suite 300',
    countryCode: '+1',
    phone: '4155552671',
    isDefault: false,
  },
  {
    country: 'HK',
    province: '九龍',
    city: '油尖旺區',
    firstName: '美',
    lastName: '陳',
    addressLine: '彌敦道 132 號',
    apartment: '12 樓 B 室',
    countryCode: '+852',
    phone: '91234567',
    isDefault: false,
  },
  {
    country: 'CN',
    province: '上海市',
    city: '上海市',
    area: '静安区',
    postalCode: '200040',
    firstName: '美',
    lastName: '陈',
    addressLine: '南京西路 1266 号',
    apartment: '18 楼',
    countryCode: '+86',
    phone: '13800138000',
    isDefault: true,
  },
] as const;

/** Gives the demo shopper their addresses once; a book they changed is left alone. */
export const demoAddressesSeed: SeedStep = {
  name: 'demo-addresses',
  async run(tx) {
    const userId = await demoShopperId(tx);
    if (userId === null) return 'skipped';
    const [held] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
    if (held) return 'skipped';
    // One a minute apart, oldest first, so the book lists them in a stable order.
    const start = Date.now() - DEMO_ADDRESSES.length * 60_000;
    await tx.insert(addresses).values(DEMO_ADDRESSES.map((address, index) => ({ ...address, userId, createdAt: new Date(start + index * 60_000) })));
    return 'seeded';
  },
};
