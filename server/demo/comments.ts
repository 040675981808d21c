import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { articles, commentReports, comments, users } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { hashPassword } from '../accounts/passwords';
import { demoShopperId } from './shoppers';

/*
 * Comment threads on a few articles, in English, Simplified and Traditional Chinese, from
 * several shoppers: published ones with replies, one waiting for the merchant, one reported,
 * one removed, one rejected, and a deleted comment kept above its reply. The demo shopper has
 * published comments, so what they post is public at once; the newcomer has none, so their
 * comment waits (they can sign in: `new.reader@vitrine.example` / `vitrine-reader`).
 */

export const DEMO_NEWCOMER = { email: 'new.reader@vitrine.example', password: 'vitrine-reader', nickName: 'Sam', locale: 'en' } as const;

const COMMENTERS = [
  { key: 'ada', email: 'ada.reader@vitrine.example', nickName: 'Ada', locale: 'en' },
  { key: 'tom', email: 'tom.reader@vitrine.example', nickName: 'Tom', locale: 'en' },
  { key: 'xiaoya', email: 'xiaoya.reader@vitrine.example', nickName: '小雅', locale: 'zh-CN' },
  { key: 'hong', email: 'hong.reader@vitrine.example', nickName: '阿康', locale: 'zh-HK' },
] as const;

type Author = (typeof COMMENTERS)[number]['key'] | 'mei' | 'sam';
type Status = 'pending' | 'accepted' | 'rejected' | 'removed';
type DemoComment = { by: Author; text: string; hoursAgo: number; status?: Status; deleted?: boolean; reportedBy?: string[]; replies?: DemoComment[] };

const THREADS: Record<string, DemoComment[]> = {
  'caring-for-linen': [
    {
      by: 'ada',
      hoursAgo: 200,
      text: 'Does linen really get softer with every wash? My new sheets still feel quite crisp.',
      replies: [
        { by: 'mei', hoursAgo: 190, text: 'It does! Mine took about six washes. Skip the fabric softener, it coats the fibres.' },
        { by: 'tom', hoursAgo: 150, text: 'Cold wash and line dry here too. Worth the patience.' },
      ],
    },
    {
      by: 'ada',
      hoursAgo: 120,
      deleted: true,
      text: '',
      replies: [{ by: 'tom', hoursAgo: 110, text: 'Good question. The care guide says a warm iron on the reverse side, while still damp.' }],
    },
    { by: 'tom', hoursAgo: 60, reportedBy: ['visitor:demo-visitor-1', 'visitor:demo-visitor-2'], text: 'Honestly, linen is overpriced. Cotton does the same for half the money.' },
    { by: 'sam', hoursAgo: 5, status: 'pending', text: 'Can I put linen trousers in the dryer on low heat, or will they shrink?' },
  ],
  'brewing-better-tea': [
    {
      by: 'xiaoya',
      hoursAgo: 300,
      text: '泡绿茶水温多少合适？我总是泡得发苦。',
      replies: [{ by: 'mei', hoursAgo: 280, text: '80 度左右就好，开水放凉两三分钟再冲，第一泡别超过一分钟。' }],
    },
    { by: 'tom', hoursAgo: 240, status: 'removed', text: 'Cheap tea wholesale at http://tea-bargains.example, click now!!!' },
    { by: 'xiaoya', hoursAgo: 90, text: '配着这篇一起看也不错：https://vitrine.example/article/a-visit-to-the-pottery 茶具也很重要。' },
  ],
  'a-visit-to-the-pottery': [
    {
      by: 'hong',
      hoursAgo: 400,
      text: '好想親身去工作室睇吓上釉嘅過程，請問有冇開放參觀？',
      replies: [
        { by: 'mei', hoursAgo: 380, text: '上次去過，要預約，週末人比較多。' },
        { by: 'hong', hoursAgo: 370, text: '多謝！下個月試吓預約。' },
      ],
    },
    { by: 'hong', hoursAgo: 350, status: 'rejected', text: '免費送樣品，加我微信 abc123！' },
  ],
};

async function authorIds(tx: Transaction): Promise<Record<Author, string> | null> {
  const mei = await demoShopperId(tx);
  if (mei === null) return null;
  await tx
    .insert(users)
    .values(COMMENTERS.map(({ email, nickName, locale }) => ({ email, nickName, locale, passwordHash: '', emailVerifiedAt: new Date() })))
    .onConflictDoNothing();
  await tx
    .insert(users)
    .values({ email: DEMO_NEWCOMER.email, nickName: DEMO_NEWCOMER.nickName, locale: DEMO_NEWCOMER.locale, passwordHash: await hashPassword(DEMO_NEWCOMER.password), emailVerifiedAt: new Date() })
    .onConflictDoNothing();
  const emails = [...COMMENTERS.map((commenter) => commenter.email), DEMO_NEWCOMER.email];
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
  return {
    mei,
    sam: idOf(DEMO_NEWCOMER.email),
    ...(Object.fromEntries(COMMENTERS.map((commenter) => [commenter.key, idOf(commenter.email)])) as Record<(typeof COMMENTERS)[number]['key'], string>),
  };
}

export const demoCommentsSeed: SeedStep = {
  name: 'demo-comments',
  async run(tx) {
    const [existing] = await tx.select({ id: comments.id }).from(comments).limit(1);
    if (existing) return 'skipped';
    const ids = await authorIds(tx);
    if (ids === null) return 'skipped';
    const now = Date.now();
    const insert = async (articleId: number, comment: DemoComment, parentId: string | null) => {
      const [row] = await tx
        .insert(comments)
        .values({
          articleId,
          parentId,
          userId: ids[comment.by],
          text: comment.text,
          status: comment.status ?? 'accepted',
          deleted: comment.deleted ?? false,
          reportCount: comment.reportedBy?.length ?? 0,
          createdAt: new Date(now - comment.hoursAgo * 3_600_000),
        })
        .returning({ id: comments.id });
      if (comment.reportedBy?.length) await tx.insert(commentReports).values(comment.reportedBy.map((reporter) => ({ commentId: row!.id, reporter })));
      for (const reply of comment.replies ?? []) await insert(articleId, reply, row!.id);
    };
    let seeded = false;
    for (const [slug, threads] of Object.entries(THREADS)) {
      const [article] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1);
      if (!article) continue;
      for (const thread of threads) await insert(article.id, thread, null);
      seeded = true;
    }
    return seeded ? 'seeded' : 'skipped';
  },
};
