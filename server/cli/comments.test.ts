import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInShopper } from '../testing/test-shoppers';
import { postComment } from '../comments/comments';
import { comments } from '../db/schema';
import { liveShopFor } from '../testing/test-live-shop';
import { commentsCommand } from './comments-command';

/* The merchant's comment commands against a live shop server, through its admin API. */

const cli = liveShopFor(commentsCommand);
const run = cli.run;

const statusOf = async (id: string) => (await cli.shop.db.select({ status: comments.status }).from(comments).where(eq(comments.id, id)))[0]?.status;

describe('npm run comments', () => {
  it('lists the pending queue and accepts, rejects and removes, saying what the state refuses', async () => {
    const newcomer = await createSignedInShopper(cli.shop.db, { nickName: 'Queue' });
    const first = await postComment(cli.shop.db, newcomer.id, { articleSlug: 'caring-for-linen', text: 'First one,\nover two lines' });
    const second = await postComment(cli.shop.db, newcomer.id, { articleSlug: 'caring-for-linen', text: 'Second one' });
    if (!first.ok || !second.ok) throw new Error('posting failed');

    const pending = await run('list', 'pending');
    expect(pending.code).toBe(0);
    expect(pending.out).toContain(`${first.comment.id}\tcaring-for-linen\tcomment\tpending\t0 reports`);
    expect(pending.out).toContain('Queue\tFirst one, over two lines');

    expect(await run('accept', first.comment.id)).toMatchObject({ code: 0, out: `${first.comment.id} is now accepted` });
    expect(await run('reject', second.comment.id)).toMatchObject({ code: 0, out: `${second.comment.id} is now rejected` });
    expect(await statusOf(second.comment.id)).toBe('rejected');

    const again = await run('reject', first.comment.id);
    expect(again.code).toBe(1);
    expect(again.err).toContain('409');
    expect(await statusOf(first.comment.id)).toBe('accepted');
    expect(await run('remove', first.comment.id)).toMatchObject({ code: 0, out: `${first.comment.id} is now removed` });
    expect((await run('accept', '00000000-0000-4000-8000-000000000000')).err).toContain('404');
  });

  it('lists the reported comments of the demo shop and explains a command it cannot understand', async () => {
    const reported = await run('list', 'reported');
    expect(reported.code).toBe(0);
    expect(reported.out).toMatch(/\taccepted\t2 reports\t/);
    expect((await run('list', 'everything')).code).toBe(2);
    expect((await run('accept')).code).toBe(2);
    expect((await run()).err).toContain('Usage: npm run comments');
  });
});
