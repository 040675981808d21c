import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { commentReports, comments } from '../db/schema';
import { testPostgresServer } from '../testing/test-postgres';
import { coreSeed, seedDatabase } from '../demo/seed';
import { catalogSeed } from '../demo/seed-catalog';
import { demoCommentsSeed } from '../demo/comments';
import { demoShopperSeed } from '../demo/shoppers';
import { catalogTemplatesSeed } from '../demo/templates';
import { memoryLogger } from '../logger';
import { createServices, type Services } from '../services';
import type { HtmlRenderer } from '../ssr/html-renderer';
import { editComment, postComment } from './comments';

/*
 * Comments through the real app, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL:
 * moderation, the edit window, reply depth, the rate limit, reports, and every attempt to
 * reach another shopper's comment, each checked to have changed nothing when refused.
 */

const htmlNotUnderTest: HtmlRenderer = { render: () => Promise.reject(new Error('HTML is not part of this suite')) };
const ADMIN_TOKEN = 'comments-test-admin-token';
const ARTICLE = 'caring-for-linen';
const OTHER_ARTICLE = 'brewing-better-tea';
const MINUTE = 60_000;

type Problems = { path: string; message: string }[];
type Envelope = { code: number; msg: string; data: Record<string, unknown> & { problems?: Problems } };
type Answer = { status: number; body: Envelope; headers: Headers };
type View = { id: string; parentId: string | null; text: string; status: string; deleted: boolean; mine: boolean; editableUntil: string | null; authorName: string };
type Thread = View & { replies: View[] };
type Shopper = { id: string; token: string };

const engines = [
  { name: 'PGlite', postgres: false, available: true },
  { name: 'PostgreSQL', postgres: true, available: Boolean(testPostgresServer) },
];

describe.each(engines)('comments on $name', ({ postgres, available }) => {
  let database: DatabaseHandle;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let shoppers = 0;

  async function call(path: string, body: unknown, who?: Shopper | { visitorId: string; ip?: string }): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost' };
    if (who && 'token' in who) headers.cookie = `${SESSION_COOKIE}=${who.token}`;
    if (who && 'visitorId' in who) {
      headers['x-visitor-id'] = who.visitorId;
      headers['x-forwarded-for'] = who.ip ?? '198.51.100.1';
    }
    const response = await app.request(`http://localhost/api/web/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Envelope, headers: response.headers };
  }

  async function admin(method: 'GET' | 'POST', path: string): Promise<Answer> {
    const response = await app.request(`http://localhost/api/admin${path}`, { method, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    return { status: response.status, body: (await response.json()) as Envelope, headers: response.headers };
  }

  const newShopper = async (): Promise<Shopper> => {
    shoppers += 1;
    return createSignedInShopper(database.db, { nickName: `Reader ${shoppers}` });
  };

  async function post(who: Shopper, text: string, extra: { parentId?: string; articleSlug?: string } = {}): Promise<View> {
    const answer = await call('comment/post', { articleSlug: extra.articleSlug ?? ARTICLE, text, ...(extra.parentId ? { parentId: extra.parentId } : {}) }, who);
    expect(answer.status, answer.body.msg).toBe(200);
    return answer.body.data.comment as View;
  }

  /** A shopper whose first comment the merchant accepted: what they post next is public at once. */
  async function trustedShopper(): Promise<Shopper> {
    const shopper = await newShopper();
    const first = await post(shopper, 'My first comment here.');
    expect((await admin('POST', `/comments/${first.id}/accept`)).status).toBe(200);
    return shopper;
  }

  async function threads(who?: Shopper, articleSlug = ARTICLE): Promise<Thread[]> {
    const answer = await call('comment/list', { articleSlug }, who);
    expect(answer.status, answer.body.msg).toBe(200);
    return answer.body.data.threads as Thread[];
  }

  const find = (list: Thread[], id: string): View | undefined => list.flatMap((thread) => [thread, ...thread.replies]).find((view) => view.id === id);
  const row = async (id: string) => (await database.db.select().from(comments).where(eq(comments.id, id)))[0];

  beforeAll(async () => {
    if (!available) return;
    database = await openTestDatabase({ driver: postgres ? 'postgres' : 'pglite' });
    await seedDatabase(database.db, [coreSeed, catalogSeed, catalogTemplatesSeed]);
    services = createServices({ db: database.db, logger: memoryLogger() });
    app = createApp({ services, html: htmlNotUnderTest, adminToken: ADMIN_TOKEN });
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(!available)('holds a newcomer’s comment for the merchant, shows it to its author alone, and tells them when it is accepted', async () => {
    const author = await newShopper();
    const reader = await newShopper();
    const comment = await post(author, 'Does linen soften after washing?');
    expect(comment.status).toBe('pending');

    expect(find(await threads(author), comment.id)).toMatchObject({ status: 'pending', mine: true });
    expect(find(await threads(reader), comment.id)).toBeUndefined();
    expect(find(await threads(), comment.id)).toBeUndefined();
    // The author pages through their own comment too, but the count shown is of the public ones.
    const forAuthor = (await call('comment/list', { articleSlug: ARTICLE }, author)).body.data;
    const forGuest = (await call('comment/list', { articleSlug: ARTICLE })).body.data;
    expect(forAuthor).toMatchObject({ total: Number(forGuest.total) + 1, publicTotal: forGuest.total });
    expect(forGuest.publicTotal).toBe(forGuest.total);

    const queue = await admin('GET', '/comments?filter=pending');
    expect((queue.body.data.comments as { id: string }[]).map((entry) => entry.id)).toContain(comment.id);

    const heard: unknown[] = [];
    const stop = services.changes.subscribe('shopper-message', (payload) => heard.push(payload));
    const accepted = await admin('POST', `/comments/${comment.id}/accept`);
    stop();
    expect(accepted.status).toBe(200);
    expect(heard).toEqual([
      {
        userId: author.id,
        message: { code: 0, msg: 'comment-accepted', data: { commentId: comment.id, articleSlug: ARTICLE, articleTitle: expect.stringMatching(/linen/i) } },
      },
    ]);
    expect(find(await threads(), comment.id)).toMatchObject({ status: 'accepted', mine: false, editableUntil: null });

    // Trusted now: the next comment is public at once.
    const next = await post(author, 'Answering myself: yes, after a few washes.');
    expect(next.status).toBe('accepted');
    expect(find(await threads(reader), next.id)).toBeDefined();
  });

  it.skipIf(!available)('lets the merchant reject or remove, refuses a decision the state does not allow, and hides what was taken down', async () => {
    const author = await newShopper();
    const rejected = await post(author, 'Buy followers at my site');
    expect((await admin('POST', `/comments/${rejected.id}/reject`)).status).toBe(200);
    expect(find(await threads(author), rejected.id)).toBeUndefined();
    const again = await admin('POST', `/comments/${rejected.id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Cannot reject a comment that is rejected');

    const trusted = await trustedShopper();
    const published = await post(trusted, 'A fine article.');
    expect((await admin('POST', `/comments/${published.id}/remove`)).status).toBe(200);
    expect(find(await threads(), published.id)).toBeUndefined();
    expect(find(await threads(trusted), published.id)).toBeUndefined();
    expect((await admin('POST', `/comments/${published.id}/reject`)).status).toBe(409);
    expect((await row(published.id))?.status).toBe('removed');

    expect((await admin('POST', '/comments/00000000-0000-4000-8000-000000000000/accept')).status).toBe(404);
    expect((await admin('POST', `/comments/${published.id}/publish`)).status).toBe(404);
  });

  it.skipIf(!available)('lets the author edit for 15 minutes after posting and not a moment longer', async () => {
    const author = await newShopper();
    const postedAt = new Date(Date.now() - 60 * MINUTE);
    const posted = await postComment(database.db, author.id, { articleSlug: ARTICLE, text: 'Fisrt draft' }, postedAt);
    if (!posted.ok) throw new Error(posted.reason);
    expect(posted.comment.editableUntil).toBe(new Date(postedAt.getTime() + 15 * MINUTE).toISOString());

    const inTime = await editComment(database.db, author.id, { id: posted.comment.id, text: 'First draft' }, new Date(postedAt.getTime() + 14 * MINUTE + 59_000));
    expect(inTime).toMatchObject({ ok: true, comment: { text: 'First draft' } });

    const late = await editComment(database.db, author.id, { id: posted.comment.id, text: 'Changed later' }, new Date(postedAt.getTime() + 15 * MINUTE));
    expect(late).toEqual({ ok: false, reason: 'window-closed' });
    expect((await row(posted.comment.id))?.text).toBe('First draft');

    // Through the API, a comment posted long ago answers 409 and shows no edit time left.
    const answer = await call('comment/edit', { id: posted.comment.id, text: 'Changed later' }, author);
    expect(answer.status).toBe(409);
    expect(answer.body.data.problems).toEqual([{ path: 'text', message: 'comment.editClosed' }]);
    expect(find(await threads(author), posted.comment.id)?.editableUntil).toBeNull();
  });

  it.skipIf(!available)('keeps replies one level deep and under the same article', async () => {
    const trusted = await trustedShopper();
    const replier = await trustedShopper();
    const top = await post(trusted, 'What detergent do you use?');
    const reply = await post(replier, 'A mild one, no softener.', { parentId: top.id });
    expect(reply.parentId).toBe(top.id);

    const deeper = await call('comment/post', { articleSlug: ARTICLE, text: 'Reply to a reply', parentId: reply.id }, trusted);
    expect(deeper.status).toBe(400);
    expect(deeper.body.data.problems).toEqual([{ path: 'parentId', message: 'comment.replyDepth' }]);

    const elsewhere = await call('comment/post', { articleSlug: OTHER_ARTICLE, text: 'Wrong article', parentId: top.id }, trusted);
    expect(elsewhere.status).toBe(404);

    const list = await threads();
    const thread = list.find((entry) => entry.id === top.id);
    expect(thread?.replies.map((entry) => entry.id)).toEqual([reply.id]);
    expect((await database.db.select().from(comments).where(eq(comments.parentId, reply.id))).length).toBe(0);
  });

  it.skipIf(!available)('slows a shopper who posts too fast, saying how long to wait, and stores nothing meanwhile', async () => {
    const hasty = await trustedShopper();
    // The trusted shopper's first comment counted too: two more fit in the burst.
    await post(hasty, 'one');
    await post(hasty, 'two');
    const refused = await call('comment/post', { articleSlug: ARTICLE, text: 'three' }, hasty);
    expect(refused.status).toBe(429);
    expect(refused.body.data.problems).toEqual([{ path: 'text', message: 'comment.tooFast' }]);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body.msg).toMatch(/too fast/i);
    const page = await call('comment/list', { articleSlug: ARTICLE }, hasty);
    expect(page.body.data.waitSeconds).toBeGreaterThan(0);
    const texts = (await database.db.select({ text: comments.text }).from(comments).where(eq(comments.userId, hasty.id))).map((entry) => entry.text);
    expect(texts).not.toContain('three');
  });

  it.skipIf(!available)('counts one report per person, whether shopper or guest, and lists the reported for the merchant', async () => {
    const trusted = await trustedShopper();
    const reporter = await newShopper();
    const comment = await post(trusted, 'Something someone will not like.');

    const reports = await Promise.all([
      call('comment/report', { id: comment.id }, reporter),
      call('comment/report', { id: comment.id }, reporter),
      call('comment/report', { id: comment.id }, { visitorId: 'guest-visitor-1' }),
      call('comment/report', { id: comment.id }, { visitorId: 'guest-visitor-1' }),
    ]);
    expect(reports.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await row(comment.id))?.reportCount).toBe(2);
    expect((await database.db.select().from(commentReports).where(eq(commentReports.commentId, comment.id))).length).toBe(2);

    const guestWithoutId = await app.request('http://localhost/api/web/comment/report', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ id: comment.id }),
    });
    expect(guestWithoutId.status).toBe(400);

    const reported = await admin('GET', '/comments?filter=reported');
    expect(reported.body.data.comments).toEqual(expect.arrayContaining([expect.objectContaining({ id: comment.id, reportCount: 2 })]));

    // A comment nobody else can see cannot be reported either.
    const newcomer = await newShopper();
    const pending = await post(newcomer, 'Waiting for the merchant');
    expect((await call('comment/report', { id: pending.id }, reporter)).status).toBe(404);
    expect((await row(pending.id))?.reportCount).toBe(0);
  });

  it.skipIf(!available)('never lets one shopper edit or delete another’s comment, answering as if it were not there', async () => {
    const owner = await trustedShopper();
    const other = await newShopper();
    const comment = await post(owner, 'Mine to change.');
    for (const [path, body] of [
      ['comment/edit', { id: comment.id, text: 'Not yours' }],
      ['comment/delete', { id: comment.id }],
    ] as const) {
      const answer = await call(path, body, other);
      expect(answer.status).toBe(404);
      expect(answer.body.data.problems).toEqual([{ path: 'id', message: 'comment.notFound' }]);
    }
    const guest = await call('comment/edit', { id: comment.id, text: 'Guest' });
    expect(guest.status).toBe(401);
    expect(await row(comment.id)).toMatchObject({ text: 'Mine to change.', deleted: false });
    // Nor is another's pending comment a thing they can reply under.
    const newcomer = await newShopper();
    const pending = await post(newcomer, 'Pending');
    expect((await call('comment/post', { articleSlug: ARTICLE, text: 'hi', parentId: pending.id }, owner)).status).toBe(404);
  });

  it.skipIf(!available)('keeps a deleted comment with replies as "deleted" above them, and lets one without replies go', async () => {
    const first = await trustedShopper();
    const second = await trustedShopper();
    const top = await post(first, 'Thread start');
    const reply = await post(second, 'A reply');
    expect(reply.parentId).toBeNull();
    const answer = await post(second, 'The real reply', { parentId: top.id });

    const deleted = await call('comment/delete', { id: top.id }, first);
    expect(deleted.body.data).toEqual({ deleted: true, kept: true });
    const tombstone = (await threads()).find((thread) => thread.id === top.id);
    expect(tombstone).toMatchObject({ deleted: true, text: '', authorName: '', replies: [expect.objectContaining({ id: answer.id, text: 'The real reply' })] });
    // Gone is gone: the author cannot edit or delete it again.
    expect((await call('comment/edit', { id: top.id, text: 'back' }, first)).status).toBe(404);

    // The last reply under a deleted comment takes the emptied comment with it.
    expect((await call('comment/delete', { id: answer.id }, second)).body.data).toEqual({ deleted: true, kept: false });
    expect(await row(answer.id)).toBeUndefined();
    expect(await row(top.id)).toBeUndefined();
    expect((await threads()).find((thread) => thread.id === top.id)).toBeUndefined();

    expect((await call('comment/delete', { id: reply.id }, second)).body.data).toEqual({ deleted: true, kept: false });
    expect(await row(reply.id)).toBeUndefined();
  });

  it.skipIf(!available)('never leaves a reply under a comment deleted at the same moment without its "deleted" marker', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await trustedShopper();
      const replier = await trustedShopper();
      const top = await post(owner, `Race ${round}`);
      const [deleted, replied] = await Promise.all([
        call('comment/delete', { id: top.id }, owner),
        call('comment/post', { articleSlug: ARTICLE, text: `Racing reply ${round}`, parentId: top.id }, replier),
      ]);
      expect(deleted.status).toBe(200);
      const parent = await row(top.id);
      if (replied.status === 200) {
        // The reply came first: the comment stays, emptied, above it.
        expect(deleted.body.data).toEqual({ deleted: true, kept: true });
        expect(parent).toMatchObject({ deleted: true, text: '' });
      } else {
        // The delete came first: the reply had nothing left to join and nothing was stored.
        expect(replied.status).toBe(404);
        expect(parent).toBeUndefined();
        expect((await database.db.select().from(comments).where(eq(comments.userId, replier.id))).map((entry) => entry.text)).not.toContain(`Racing reply ${round}`);
      }
    }
  });

  it.skipIf(!available)('stores scripts and markup exactly as typed, as text, and refuses text over the limit', async () => {
    const trusted = await trustedShopper();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> [link](javascript:alert(3))';
    const comment = await post(trusted, hostile);
    expect((await row(comment.id))?.text).toBe(hostile);
    expect(find(await threads(), comment.id)?.text).toBe(hostile);

    const long = await call('comment/post', { articleSlug: ARTICLE, text: 'x'.repeat(2001) }, await trustedShopper());
    expect(long.status).toBe(400);
    expect(long.body.data.problems).toEqual([{ path: 'text', message: 'validation.lengthLimit' }]);
    const empty = await call('comment/post', { articleSlug: ARTICLE, text: '   ' }, trusted);
    expect(empty.body.data.problems).toEqual([{ path: 'text', message: 'validation.required' }]);
    expect((await call('comment/post', { articleSlug: 'no-such-article', text: 'hello' }, trusted)).status).toBe(404);
    expect((await call('comment/list', { articleSlug: 'no-such-article' })).status).toBe(404);
  });

  it.skipIf(!available)('answers malformed and oversized input with the envelope and a clear message, storing nothing', async () => {
    const shopper = await trustedShopper();
    const before = (await database.db.select().from(comments).where(eq(comments.userId, shopper.id))).length;
    const oversized = await call('comment/post', { articleSlug: ARTICLE, text: 'x'.repeat(20_000) }, shopper);
    expect(oversized.status).toBe(413);
    const nul = await call('comment/post', { articleSlug: ARTICLE, text: 'bad\u0000text' }, shopper);
    expect(nul.status).toBe(400);
    const badId = await call('comment/edit', { id: 'not-a-uuid', text: 'hello' }, shopper);
    expect(badId.status).toBe(400);
    expect(badId.body.data.problems).toEqual([{ path: 'id', message: 'comment.notFound' }]);
    const badVisitor = await call('comment/report', { id: '00000000-0000-4000-8000-000000000000' }, { visitorId: '<script>' });
    expect(badVisitor.status).toBe(400);
    const badFilter = await admin('GET', '/comments?filter=everything');
    expect(badFilter.status).toBe(422);
    expect((await admin('GET', '/comments/not-a-uuid')).status).toBe(404);
    for (const answer of [oversized, nul, badId, badVisitor, badFilter]) expect(answer.body.msg.length).toBeGreaterThan(0);
    expect((await database.db.select().from(comments).where(eq(comments.userId, shopper.id))).length).toBe(before);
  });

  it.skipIf(!available)('draws the first page of public comments into the article page’s data', async () => {
    const trusted = await trustedShopper();
    const comment = await post(trusted, 'Seen on the page itself.', { articleSlug: OTHER_ARTICLE });
    services.pageCache.clear();
    const response = await app.request(`http://localhost/article/${OTHER_ARTICLE}?request=route`);
    const page = (await response.json()) as { data: { data: { comments?: { threads: View[]; articleSlug: string } } } };
    expect(page.data.data.comments?.articleSlug).toBe(OTHER_ARTICLE);
    expect(page.data.data.comments?.threads.map((thread) => thread.id)).toContain(comment.id);
  });
});

describe('the demo comments', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDatabase(database.db, [coreSeed, catalogSeed, demoShopperSeed, demoCommentsSeed]);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it('holds threads in three languages in every state a merchant meets, and is written once', async () => {
    const rows = await database.db.select().from(comments);
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['accepted', 'pending', 'rejected', 'removed']);
    expect(rows.some((row) => row.deleted && rows.some((reply) => reply.parentId === row.id))).toBe(true);
    expect(rows.some((row) => row.reportCount > 0)).toBe(true);
    expect(rows.some((row) => /[\u4e00-\u9fff]/.test(row.text) && /[们这么]/.test(row.text))).toBe(true);
    expect(rows.some((row) => /[們這嘅]/.test(row.text))).toBe(true);
    expect(new Set(rows.map((row) => row.userId)).size).toBeGreaterThanOrEqual(4);
    expect(await seedDatabase(database.db, [demoCommentsSeed])).toEqual({ 'demo-comments': 'skipped' });
  });
});
