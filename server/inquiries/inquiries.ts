import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { localeChain, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import { inquiryAnsweredMessageSchema } from '../../src/schema/realtime-messages';
import type { DetailRules } from '../../src/schema/site-config';
import type { AccountId } from '../../src/schema/web-api/account-id';
import type { InquirySubject, InquiryList, ShopperInquiry } from '../../src/schema/web-api/inquiry';
import type { InquiryKind, InquiryStatus, InquirySubjectType } from '../../src/schema/web-api/inquiry-limits';
import { detailHref } from '../catalog/queries/hrefs';
import type { Database, Transaction } from '../db/database';
import { inquiries, inquiryImages, inquiryNumbers, pages, productTranslations, products } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import { pageMetaInputSchema } from '../pages/meta';
import { pickRow } from '../pages/page-rows';
import type { EncodedPicture } from '../http/uploaded-picture';
import { MERCHANT_INQUIRIES_PAGE_SIZE } from '../../src/schema/admin-api/inquiries';

/*
 * Quote requests and feedback. Anyone may send one; only the merchant reads them all. A
 * signed-in shopper's inquiry names their account, and every query a shopper makes names
 * them too, so another shopper's inquiry (or a guest's) is never found through their session.
 */

export type InquiryRow = typeof inquiries.$inferSelect;

export type SubjectFound = Pick<InquirySubject, 'type' | 'slug' | 'title'>;

/** The product or content page a slug names, titled in a language, product first; null when it names neither. */
export async function findInquirySubject(db: Database, slug: string, lang: UrlLanguage, now = new Date()): Promise<SubjectFound | null> {
  if (slug === '' || slug.length > 200) return null;
  const locales = localeChain(lang);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), lte(products.publishedAt, now)))
    .limit(1);
  if (product) {
    const names = await db
      .select({ locale: productTranslations.locale, name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, product.id), inArray(productTranslations.locale, [...locales, 'en'])));
    const name = [...locales, 'en'].map((locale) => names.find((row) => row.locale === locale)?.name).find(Boolean) ?? slug;
    return { type: 'product', slug, title: name };
  }
  const rows = await db
    .select({ key: pages.key, locale: pages.locale, body: pages.body, meta: pages.meta, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.key, `page/${slug}`));
  const row = pickRow(rows, [`page/${slug}`], locales);
  if (!row) return null;
  const meta = pageMetaInputSchema.safeParse(row.meta);
  const title = (meta.success ? meta.data.title : undefined) ?? slug;
  return { type: 'page', slug, title: title.slice(0, 200) };
}

async function nextInquiryNo(tx: Transaction, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const [row] = await tx
    .insert(inquiryNumbers)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: inquiryNumbers.day, set: { last: sql`${inquiryNumbers.last} + 1` } })
    .returning({ last: inquiryNumbers.last });
  return `Q${day}-${String(row!.last).padStart(6, '0')}`;
}

export type NewInquiry = {
  kind: InquiryKind;
  subject: SubjectFound | null;
  quantity: number | null;
  message: string;
  contact: AccountId;
  userId: string | null;
  locale: TranslatedLocale;
  /** Already re-encoded (see encodePicture). */
  pictures: readonly EncodedPicture[];
};

/** Stores an inquiry with its pictures in one transaction: all of it, or nothing. */
export async function createInquiry(db: Database, input: NewInquiry, now = new Date()): Promise<{ id: string; inquiryNo: string }> {
  return db.transaction(async (tx) => {
    const inquiryNo = await nextInquiryNo(tx, now);
    const [created] = await tx
      .insert(inquiries)
      .values({
        inquiryNo,
        kind: input.kind,
        subjectType: input.subject?.type ?? null,
        subjectSlug: input.subject?.slug ?? null,
        subjectTitle: input.subject?.title ?? '',
        quantity: input.quantity,
        message: input.message,
        contactKind: input.contact.kind,
        contact: input.contact.value,
        userId: input.userId,
        locale: input.locale,
        createdAt: now,
      })
      .returning({ id: inquiries.id });
    if (input.pictures.length > 0) {
      await tx
        .insert(inquiryImages)
        .values(input.pictures.map((picture, index) => ({ inquiryId: created!.id, position: index + 1, ...picture })));
    }
    return { id: created!.id, inquiryNo };
  });
}

/** What the thank-you page may say about an inquiry: its number, kind and where the answer goes, never its content. */
export async function inquiryReceiptOf(db: Database, inquiryNo: string) {
  const [row] = await db
    .select({ inquiryNo: inquiries.inquiryNo, kind: inquiries.kind, contactKind: inquiries.contactKind })
    .from(inquiries)
    .where(eq(inquiries.inquiryNo, inquiryNo))
    .limit(1);
  return row ? { inquiryNo: row.inquiryNo, kind: row.kind as InquiryKind, contactKind: row.contactKind as 'email' | 'mobile' } : null;
}

/** The address an inquiry's picture is served at (`/inquiries/<inquiryNo>/<n>.webp`), to its owner only. */
export function inquiryPictureUrl(inquiryNo: string, position: number): string {
  return `/inquiries/${inquiryNo}/${position}.webp`;
}

async function picturePositions(db: Database, ids: readonly string[]): Promise<Map<string, number[]>> {
  const positions = new Map<string, number[]>();
  if (ids.length === 0) return positions;
  const rows = await db
    .select({ inquiryId: inquiryImages.inquiryId, position: inquiryImages.position })
    .from(inquiryImages)
    .where(inArray(inquiryImages.inquiryId, [...ids]))
    .orderBy(asc(inquiryImages.position));
  for (const row of rows) positions.set(row.inquiryId, [...(positions.get(row.inquiryId) ?? []), row.position]);
  return positions;
}

/** A found subject with the address it lives at under the site's rules. */
export function linkedSubject(subject: SubjectFound, rules: DetailRules, lang: UrlLanguage): InquirySubject {
  return { ...subject, href: detailHref(rules, lang, subject.type, subject.slug) };
}

/**
 * What the rows are about, named in the reader's language as the shop names them today: an
 * inquiry stores the title in the language it was sent in. A product or page the shop no
 * longer has keeps that stored title.
 */
async function subjectTitlesNow(db: Database, rows: readonly InquiryRow[], lang: UrlLanguage): Promise<Map<string, string>> {
  const slugs = [...new Set(rows.flatMap((row) => (row.subjectType && row.subjectSlug ? [row.subjectSlug] : [])))];
  const found = await Promise.all(slugs.map((slug) => findInquirySubject(db, slug, lang)));
  return new Map(found.flatMap((subject) => (subject ? [[`${subject.type}:${subject.slug}`, subject.title] as const] : [])));
}

function subjectOf(row: InquiryRow, titlesNow: ReadonlyMap<string, string>, rules: DetailRules, lang: UrlLanguage): InquirySubject | null {
  if (!row.subjectType || !row.subjectSlug) return null;
  const title = titlesNow.get(`${row.subjectType}:${row.subjectSlug}`) || row.subjectTitle || row.subjectSlug;
  return linkedSubject({ type: row.subjectType as InquirySubjectType, slug: row.subjectSlug, title }, rules, lang);
}

export const SHOPPER_INQUIRIES_PAGE_SIZE = 20;

/**
 * One page of the shopper's own inquiries, newest first, each with its answer. `open` names
 * one to show opened, on whichever page holds it; null when it is not this shopper's (or
 * there is no such inquiry), which the page answers as not found.
 */
export async function listShopperInquiries(
  db: Database,
  userId: string,
  view: { page: number; lang: UrlLanguage; rules: DetailRules; open: string | null; feedbackHref: string },
): Promise<InquiryList | null> {
  const [total] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.userId, userId));
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / SHOPPER_INQUIRIES_PAGE_SIZE));
  let page = Math.min(view.page, pageCount);
  if (view.open !== null) {
    const [opened] = await db
      .select({ createdAt: inquiries.createdAt, inquiryNo: inquiries.inquiryNo })
      .from(inquiries)
      .where(and(eq(inquiries.inquiryNo, view.open), eq(inquiries.userId, userId)));
    if (!opened) return null;
    const [newer] = await db
      .select({ n: count() })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.userId, userId),
          sql`(${inquiries.createdAt}, ${inquiries.inquiryNo}) > (${opened.createdAt.toISOString()}::timestamptz, ${opened.inquiryNo})`,
        ),
      );
    page = Math.floor((newer?.n ?? 0) / SHOPPER_INQUIRIES_PAGE_SIZE) + 1;
  }
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.inquiryNo))
    .limit(SHOPPER_INQUIRIES_PAGE_SIZE)
    .offset((page - 1) * SHOPPER_INQUIRIES_PAGE_SIZE);
  const [positions, titlesNow] = await Promise.all([
    picturePositions(
      db,
      rows.map((row) => row.id),
    ),
    subjectTitlesNow(db, rows, view.lang),
  ]);
  const list: ShopperInquiry[] = rows.map((row) => ({
    inquiryNo: row.inquiryNo,
    kind: row.kind as InquiryKind,
    subject: subjectOf(row, titlesNow, view.rules, view.lang),
    quantity: row.quantity,
    message: row.message,
    pictures: (positions.get(row.id) ?? []).map((position) => inquiryPictureUrl(row.inquiryNo, position)),
    status: row.status as InquiryStatus,
    answer: row.status === 'answered' ? row.answer : '',
    answeredAt: row.status === 'answered' ? (row.answeredAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    inquiries: list,
    page,
    pageSize: SHOPPER_INQUIRIES_PAGE_SIZE,
    total: total?.n ?? 0,
    open: view.open,
    feedbackHref: view.feedbackHref,
  };
}

/** A stored picture of an inquiry: to the signed-in shopper who sent it, or to the merchant (`userId` null). */
export async function readInquiryPicture(
  db: Database,
  inquiryNo: string,
  position: number,
  userId: string | null,
): Promise<Uint8Array | null> {
  const owner: SQL | undefined = userId === null ? undefined : eq(inquiries.userId, userId);
  const [row] = await db
    .select({ webp: inquiryImages.webp })
    .from(inquiryImages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryImages.inquiryId))
    .where(and(eq(inquiries.inquiryNo, inquiryNo), eq(inquiryImages.position, position), owner));
  return row?.webp ?? null;
}

/* The merchant's side. */

export type MerchantInquiry = {
  id: string;
  inquiryNo: string;
  kind: InquiryKind;
  subjectType: InquirySubjectType | null;
  subjectSlug: string | null;
  subjectTitle: string;
  quantity: number | null;
  message: string;
  contactKind: 'email' | 'mobile';
  contact: string;
  signedIn: boolean;
  locale: TranslatedLocale;
  status: InquiryStatus;
  answer: string;
  answeredAt: string | null;
  createdAt: string;
  pictureCount: number;
};

function merchantView(row: InquiryRow, pictureCount: number): MerchantInquiry {
  return {
    id: row.id,
    inquiryNo: row.inquiryNo,
    kind: row.kind as InquiryKind,
    subjectType: row.subjectType as InquirySubjectType | null,
    subjectSlug: row.subjectSlug,
    subjectTitle: row.subjectTitle,
    quantity: row.quantity,
    message: row.message,
    contactKind: row.contactKind as 'email' | 'mobile',
    contact: row.contact,
    signedIn: row.userId !== null,
    locale: row.locale as TranslatedLocale,
    status: row.status as InquiryStatus,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    pictureCount,
  };
}

/** The newest inquiries, 50 a page, optionally of one status and kind. */
export async function listInquiries(
  db: Database,
  filter: { status?: InquiryStatus | undefined; kind?: InquiryKind | undefined; page: number },
) {
  const where = and(
    filter.status ? eq(inquiries.status, filter.status) : undefined,
    filter.kind ? eq(inquiries.kind, filter.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.inquiryNo))
    .limit(MERCHANT_INQUIRIES_PAGE_SIZE)
    .offset((filter.page - 1) * MERCHANT_INQUIRIES_PAGE_SIZE);
  const positions = await picturePositions(
    db,
    rows.map((row) => row.id),
  );
  return {
    inquiries: rows.map((row) => merchantView(row, positions.get(row.id)?.length ?? 0)),
    page: filter.page,
    pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / MERCHANT_INQUIRIES_PAGE_SIZE)),
  };
}

/** One inquiry for the merchant, with the addresses of its pictures under the admin API. */
export async function readInquiry(db: Database, inquiryNo: string): Promise<(MerchantInquiry & { pictures: string[] }) | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.inquiryNo, inquiryNo)).limit(1);
  if (!row) return null;
  const positions = (await picturePositions(db, [row.id])).get(row.id) ?? [];
  return {
    ...merchantView(row, positions.length),
    pictures: positions.map((position) => `/api/admin/inquiries/${row.inquiryNo}/pictures/${position}.webp`),
  };
}

export type AnswerOutcome = { ok: true; inquiry: InquiryRow } | { ok: false; reason: 'not-found' | 'closed' };

/**
 * The merchant's answer: stored, and the inquiry `answered`. A later answer replaces it (a
 * correction); a closed inquiry takes none. Sending it on is the caller's (`tellShopper`).
 */
export async function answerInquiry(db: Database, inquiryNo: string, answer: string, now = new Date()): Promise<AnswerOutcome> {
  const [updated] = await db
    .update(inquiries)
    .set({ answer, status: 'answered', answeredAt: now })
    .where(and(eq(inquiries.inquiryNo, inquiryNo), inArray(inquiries.status, ['new', 'answered'])))
    .returning();
  if (updated) return { ok: true, inquiry: updated };
  const [exists] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.inquiryNo, inquiryNo)).limit(1);
  return { ok: false, reason: exists ? 'closed' : 'not-found' };
}

/** Closes an inquiry that needs no answer (spam, a duplicate). */
export async function closeInquiry(db: Database, inquiryNo: string): Promise<AnswerOutcome> {
  const [updated] = await db.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.inquiryNo, inquiryNo)).returning();
  return updated ? { ok: true, inquiry: updated } : { ok: false, reason: 'not-found' };
}

/** Tells a signed-in shopper's open pages that an answer arrived, in whichever process holds their socket. */
export async function announceInquiryAnswer(
  changes: ChangeBus | undefined,
  inquiry: Pick<InquiryRow, 'id' | 'inquiryNo' | 'userId'>,
): Promise<void> {
  if (!changes || !inquiry.userId) return;
  const message = inquiryAnsweredMessageSchema.parse({
    code: 0,
    msg: 'inquiry-answered',
    data: { inquiryId: inquiry.id, inquiryNo: inquiry.inquiryNo },
  });
  await changes.publish('shopper-message', { userId: inquiry.userId, message });
}
