import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { liveShopFor } from '../testing/test-live-shop';
import { reviewsCommand } from './reviews-command';

/* The merchant's review commands against a live shop server, through its admin API, on the demo reviews. */

const cli = liveShopFor(reviewsCommand);
const run = cli.run;

const statusOf = async (id: string) => (await cli.shop.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)))[0]?.status;

describe('npm run reviews', () => {
  it('lists the pending queue, shows one, accepts one and rejects another with its reason', async () => {
    const listed = await run('list', 'pending');
    expect(listed.code).toBe(0);
    const ids = listed.out.split('\n').map((row) => row.split('\t')[0]!);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const row of listed.out.split('\n')) expect(row.split('\t')[1]).toBe('pending');
    const [first, second] = ids as [string, string];

    const shown = await run('show', first);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({ id: first, status: 'pending' });

    expect(await run('accept', first)).toMatchObject({ code: 0, out: `${first}: accepted` });
    expect(await statusOf(first)).toBe('accepted');
    expect(await run('reject', second, 'Not', 'about', 'the', 'product')).toMatchObject({ code: 0, out: `${second}: rejected` });
    const [row] = await cli.shop.db.select().from(reviews).where(eq(reviews.id, second));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'Not about the product' });
  });

  it('refuses what the moderation does not allow, and explains a command it cannot read', async () => {
    const accepted = (await run('list', 'accepted')).out.split('\n')[0]!.split('\t')[0]!;
    const twice = await run('accept', accepted);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('409');
    const unknown = await run('show', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.err).toContain('404');
    expect((await run('reject', accepted)).code).toBe(2);
    expect((await run('frobnicate')).err).toContain('Usage: npm run reviews');
  });
});
