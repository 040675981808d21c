import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { coupons, favorites, promotions, slugRedirects } from '../db/schema';

/*
 * The old addresses of renamed products, categories and articles (`slug_redirects`): every older name
 * answers 301 to the newest one, and a name taken again by something new stops redirecting.
 * What names a product or a category by its slug elsewhere (favorites, coupons, promotions)
 * follows a rename in the same transaction.
 */

export type RenamedKind = 'product' | 'category';
/** What keeps its old addresses when renamed. */
export type AddressKind = RenamedKind | 'article';

/** `from` was renamed `to`: it, and every name before it, now lead to `to`, which no longer leads anywhere. */
export async function leaveAddress(tx: Transaction, kind: AddressKind, from: string, to: string): Promise<void> {
  const ofKind = eq(slugRedirects.kind, kind);
  await tx.delete(slugRedirects).where(and(ofKind, eq(slugRedirects.fromSlug, to)));
  await tx.update(slugRedirects).set({ toSlug: to }).where(and(ofKind, eq(slugRedirects.toSlug, from)));
  await tx.insert(slugRedirects).values({ kind, fromSlug: from, toSlug: to });
}

/** Something new lives at `slug`: an old name that led elsewhere from it stops doing so. */
export async function takeAddress(tx: Transaction, kind: AddressKind, slug: string): Promise<void> {
  await takeAddresses(tx, kind, [slug]);
}

/** The same for many new documents of one kind at once. */
export async function takeAddresses(tx: Transaction, kind: AddressKind, slugs: readonly string[]): Promise<void> {
  if (slugs.length > 0) await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), inArray(slugRedirects.fromSlug, [...slugs])));
}

/** A jsonb list of slugs with `from` written as `to`. */
const renamedIn = (list: SQL, from: string, to: string) =>
  sql`(select jsonb_agg(case when value = to_jsonb(${from}::text) then to_jsonb(${to}::text) else value end) from jsonb_array_elements(${list}))`;

/**
 * `from` was renamed `to`: its old addresses lead to the new one, and shoppers' favorites,
 * coupons limited to it and the promotions that name it follow it.
 */
export async function renamed(tx: Transaction, kind: RenamedKind, from: string, to: string): Promise<void> {
  await leaveAddress(tx, kind, from, to);
  await tx
    .update(coupons)
    .set({ scopeSlugs: renamedIn(sql`${coupons.scopeSlugs}`, from, to) })
    .where(and(eq(coupons.scope, kind === 'product' ? 'products' : 'categories'), sql`${coupons.scopeSlugs} ? ${from}`));
  if (kind === 'category') {
    await tx
      .update(promotions)
      .set({ params: sql`jsonb_set(${promotions.params}, '{categorySlug}', to_jsonb(${to}::text))` })
      .where(and(eq(promotions.kind, 'category-percent'), sql`${promotions.params} ->> 'categorySlug' = ${from}`));
    return;
  }
  await tx
    .update(promotions)
    .set({ params: sql`jsonb_set(${promotions.params}, '{productSlugs}', ${renamedIn(sql`${promotions.params} -> 'productSlugs'`, from, to)})` })
    .where(and(eq(promotions.kind, 'buy-n-get-one'), sql`${promotions.params} -> 'productSlugs' ? ${from}`));
  await favoritesFollow(tx, 'product', from, to);
}

/** Shoppers' favorites of `from` now name `to`; a shopper who favorited both keeps one. */
export async function favoritesFollow(tx: Transaction, type: 'product' | 'article', from: string, to: string): Promise<void> {
  await tx.execute(sql`update ${favorites} set target_slug = ${to}
    where target_type = ${type} and target_slug = ${from}
      and not exists (select 1 from ${favorites} other where other.user_id = ${favorites}.user_id and other.target_type = ${type} and other.target_slug = ${to})`);
  await tx.delete(favorites).where(and(eq(favorites.targetType, type), eq(favorites.targetSlug, from)));
}
