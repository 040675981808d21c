import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../accounts/passwords';
import { encodePicture, type EncodedPicture } from '../http/uploaded-picture';
import { recountReviewFigures } from '../reviews/reviews';
import type { Transaction } from '../db/database';
import { orderLines, orders, pages, productVariants, reviewImages, reviews, users } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { REVIEW_LIMITS } from '../../src/schema/web-api/review-limits';
import { placeShippedOrder } from './returns';
import { demoShopperId } from './shoppers';

/*
 * Reviews on the demo catalog: several shoppers, each with a delivered order of the products
 * they review, write in English, Simplified or Traditional Chinese; most reviews are
 * accepted (some with pictures), a few still wait for the merchant and a few were rejected.
 * The demo shopper has one review of each state on their own orders and keeps other
 * purchases to review.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
type Locale = 'en' | 'zh-CN' | 'zh-HK';
type Status = 'accepted' | 'pending' | 'rejected';

/** Shoppers who only write reviews; their password is random, nobody signs in as them. */
const REVIEWERS: readonly { email: string; nickName: string; locale: Locale }[] = [
  { email: 'ava@reviewers.vitrine.example', nickName: 'Ava', locale: 'en' },
  { email: 'lin@reviewers.vitrine.example', nickName: '小林', locale: 'zh-CN' },
  { email: 'wing@reviewers.vitrine.example', nickName: '阿詠', locale: 'zh-HK' },
  { email: 'tom@reviewers.vitrine.example', nickName: 'Tom', locale: 'en' },
  { email: 'yutong@reviewers.vitrine.example', nickName: '雨桐', locale: 'zh-CN' },
  { email: 'kaman@reviewers.vitrine.example', nickName: '嘉敏', locale: 'zh-HK' },
];

const TEXTS: Readonly<Record<Locale, readonly { rating: number; body: string }[]>> = {
  en: [
    { rating: 5, body: 'Exactly as pictured and even better in person. I bought a second one as a gift.' },
    { rating: 4, body: 'Well made and arrived quickly. Slightly smaller than I expected, so check the size guide.' },
    { rating: 5, body: 'I have used it every day for a month and it still looks new.' },
    { rating: 3, body: 'Nice quality, but the colour is a little duller than on my screen.' },
    { rating: 2, body: 'The stitching came loose after two washes. Customer service was kind about it.' },
    { rating: 4, body: 'Good value for the price. Packaging was plastic-free, which I appreciated.' },
  ],
  'zh-CN': [
    { rating: 5, body: '做工很细致，和图片一模一样，已经推荐给朋友了。' },
    { rating: 4, body: '质量不错，发货也快，就是尺寸比想象中小一点。' },
    { rating: 5, body: '用了一个月，每天都在用，依然像新的一样。' },
    { rating: 3, body: '质量还可以，颜色比屏幕上看到的暗一些。' },
    { rating: 1, body: '收到时包装破损，商品有划痕，有点失望。' },
    { rating: 4, body: '性价比很高，包装环保，好评。' },
  ],
  'zh-HK': [
    { rating: 5, body: '做工好精緻，同相片一樣，已經介紹俾朋友。' },
    { rating: 4, body: '質素唔錯，送貨又快，不過尺寸細過預期少少。' },
    { rating: 5, body: '用咗一個月，日日都用，依然好似新嘅一樣。' },
    { rating: 3, body: '質素可以，顏色比螢幕睇到嘅暗少少。' },
    { rating: 2, body: '洗咗兩次就甩線，客服態度幾好。' },
    { rating: 4, body: '抵買，包裝好環保，值得推介。' },
  ],
};

/** What a merchant rejects, and why. */
const REJECTED: Readonly<Record<Locale, { body: string; reason: string }>> = {
  en: { body: 'Cheaper copies at my own shop, message me!', reason: 'Advertising is not a review.' },
  'zh-CN': { body: '加我微信，更便宜的同款都有！', reason: '广告内容不属于评价。' },
  'zh-HK': { body: '搵我買，平過呢度一半！', reason: '廣告內容不屬於評價。' },
};

/** Small photos drawn here, so the demo shows reviews with pictures without shipping files. */
async function demoPhotos(): Promise<EncodedPicture[]> {
  const scenes = [
    ['#d8c3a5', '#8e8d8a', '#e98074'],
    ['#a3bcb6', '#39603d', '#fbf7f0'],
    ['#f4e1d2', '#c38d9e', '#41b3a3'],
  ];
  const photos: EncodedPicture[] = [];
  for (const [background, shape, accent] of scenes) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${background}"/><ellipse cx="240" cy="300" rx="170" ry="30" fill="#00000022"/><rect x="150" y="110" width="180" height="190" rx="24" fill="${shape}"/><circle cx="240" cy="110" r="60" fill="${accent}"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const encoded = await encodePicture(new Uint8Array(png), REVIEW_LIMITS.pictureSide);
    if (encoded) photos.push(encoded);
  }
  return photos;
}

async function reviewerIds(tx: Transaction): Promise<string[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const ids: string[] = [];
  for (const reviewer of REVIEWERS) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, reviewer.email));
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const [created] = await tx
      .insert(users)
      .values({ email: reviewer.email, emailVerifiedAt: new Date(), passwordHash, nickName: reviewer.nickName, firstName: reviewer.nickName, locale: reviewer.locale })
      .returning({ id: users.id });
    ids.push(created!.id);
  }
  return ids;
}

type NewReview = { userId: string; lineId: string; productId: number; rating: number; body: string; locale: Locale; status: Status; reason?: string; at: Date; photos?: number };

async function writeReviews(tx: Transaction, entries: readonly NewReview[], photos: readonly EncodedPicture[]): Promise<void> {
  for (const entry of entries) {
    const pictures = photos.slice(0, entry.photos ?? 0);
    const [created] = await tx
      .insert(reviews)
      .values({
        productId: entry.productId,
        orderLineId: entry.lineId,
        userId: entry.userId,
        rating: entry.rating,
        body: entry.body,
        locale: entry.locale,
        status: entry.status,
        rejectReason: entry.reason ?? '',
        pictureCount: pictures.length,
        helpfulCount: entry.status === 'accepted' ? (entry.rating * 3 + entry.body.length) % 17 : 0,
        createdAt: entry.at,
        decidedAt: entry.status === 'pending' ? null : new Date(entry.at.getTime() + DAY_MS),
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning({ id: reviews.id });
    if (created && pictures.length > 0) {
      await tx.insert(reviewImages).values(pictures.map((picture, index) => ({ reviewId: created.id, position: index + 1, ...picture })));
    }
  }
}

/** The demo shopper's own reviews: one accepted, one pending, one rejected, on the first three lines they bought; the rest stay to review. */
async function demoShopperReviews(tx: Transaction, userId: string): Promise<NewReview[]> {
  const lines = await tx
    .select({ lineId: orderLines.id, productId: productVariants.productId, placedAt: orders.placedAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(and(eq(orders.userId, userId), eq(orders.payStatus, 'paid'), inArray(orders.status, ['in-progress', 'completed'])))
    .orderBy(asc(orders.placedAt), asc(orderLines.position));
  const plan: readonly { status: Status; text: { rating: number; body: string }; locale: Locale }[] = [
    { status: 'accepted', text: { rating: 5, body: 'My favourite purchase this year: the colour is lovely and it feels sturdy.' }, locale: 'en' },
    { status: 'pending', text: { rating: 4, body: '很实用，细节处理得很好。' }, locale: 'zh-CN' },
    { status: 'rejected', text: { rating: 1, body: REJECTED['zh-HK'].body }, locale: 'zh-HK' },
  ];
  return lines.slice(0, plan.length).map((line, index) => {
    const { status, text, locale } = plan[index]!;
    return {
      userId,
      lineId: line.lineId,
      productId: line.productId,
      ...text,
      locale,
      status,
      ...(status === 'rejected' ? { reason: REJECTED['zh-HK'].reason } : {}),
      at: new Date(line.placedAt.getTime() + 6 * DAY_MS),
      photos: status === 'accepted' ? 2 : 0,
    };
  });
}

/** Puts the reviews list on a product template seeded before the block existed, once. */
async function addBlockToProductTemplates(tx: Transaction): Promise<void> {
  const rows = await tx.select({ id: pages.id, body: pages.body }).from(pages).where(eq(pages.key, 'template:product'));
  for (const row of rows) {
    const body = row.body as { blocks?: { type?: string }[] } | null;
    const blocks = body?.blocks;
    if (!Array.isArray(blocks) || blocks.some((entry) => entry.type === 'reviews-list')) continue;
    const at = Math.max(0, blocks.findIndex((entry) => entry.type === 'product-detail') + 1);
    const next = [...blocks.slice(0, at), { id: 'product-reviews', type: 'reviews-list', version: 1, props: {} }, ...blocks.slice(at)];
    await tx.update(pages).set({ body: { ...body, blocks: next }, updatedAt: new Date() }).where(eq(pages.id, row.id));
  }
}

export const demoReviewsSeed: SeedStep = {
  name: 'demo-reviews',
  async run(tx) {
    const [already] = await tx.select({ id: reviews.id }).from(reviews).limit(1);
    if (already) return 'skipped';
    const variants = await tx
      .selectDistinctOn([productVariants.productId], { id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(gt(productVariants.priceCents, 0))
      .orderBy(asc(productVariants.productId), asc(productVariants.id))
      .limit(14);
    if (variants.length === 0) return 'skipped';
    const photos = await demoPhotos();
    const ids = await reviewerIds(tx);
    const now = Date.now();
    const entries: NewReview[] = [];
    for (const [index, userId] of ids.entries()) {
      const reviewer = REVIEWERS[index]!;
      // Each reviewer bought most of the products, a different few left out for each.
      const bought = variants.filter((_, at) => (at + index) % 4 !== 0);
      const placedAt = new Date(now - (40 + index * 9) * DAY_MS);
      const order = await placeShippedOrder(tx, { userId, lines: bought.map((variant) => ({ variantId: variant.id, quantity: 1 })), placedAt, locale: reviewer.locale });
      const lines = await tx
        .select({ id: orderLines.id, variantId: orderLines.variantId })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position));
      for (const [at, line] of lines.entries()) {
        const variant = bought.find((candidate) => candidate.id === line.variantId);
        if (!variant) continue;
        const texts = TEXTS[reviewer.locale];
        const turn = (at + index) % 9;
        const status: Status = turn === 7 ? 'pending' : turn === 8 && index % 2 === 0 ? 'rejected' : 'accepted';
        const text = status === 'rejected' ? { rating: 1, body: REJECTED[reviewer.locale].body } : texts[(at * 5 + index) % texts.length]!;
        entries.push({
          userId,
          lineId: line.id,
          productId: variant.productId,
          ...text,
          locale: reviewer.locale,
          status,
          ...(status === 'rejected' ? { reason: REJECTED[reviewer.locale].reason } : {}),
          at: new Date(placedAt.getTime() + (5 + at) * DAY_MS),
          photos: status === 'accepted' && (at + index) % 3 === 0 ? 1 + ((at + index) % photos.length) : 0,
        });
      }
    }
    const demoShopper = await demoShopperId(tx);
    if (demoShopper) entries.push(...(await demoShopperReviews(tx, demoShopper)));
    await writeReviews(tx, entries, photos);
    await recountReviewFigures(tx);
    await addBlockToProductTemplates(tx);
    return 'seeded';
  },
};
