import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TranslatedLocale } from '../../src/schema/languages';
import type { Database, Transaction } from '../db/database';
import { promotions } from '../db/schema';
import type { SiteMemo } from '../pages/site-memo';
import { loadCommerceSettings, type CommerceSettings } from './settings';
import { cartLinePresentations, type LinePresentation } from './variant-lines';

/*
 * Rules every cart answer reads and a merchant rarely changes (the commerce settings, the
 * promotions), and what each cart line is about, kept in the services' site memo
 * (server/pages/site-memo.ts) beside what every page shares, so they follow the site's version:
 * a write in this process forgets them at once (`forget`), one in another process does when
 * 'site-changed' clears the memo (server/services.ts), and at worst after the memo's age. A
 * read inside a transaction always goes to the database, so what an order is placed by is
 * what the database holds. All it keeps lives in the memo: any number of these over one memo
 * are the same cache.
 */

export type PromotionRow = typeof promotions.$inferSelect;

export type CommerceRules = {
  /** The shop's buying rules (server/commerce/settings.ts). */
  settings(db: Database | Transaction): Promise<CommerceSettings>;
  /** Every promotion, ended and future ones too (a handful): which run is decided at each `now`. */
  promotions(db: Database | Transaction): Promise<PromotionRow[]>;
  /** What these variants are about in this language chain, for the cart (server/commerce/variant-lines.ts). */
  cartLinePresentations(
    db: Database,
    variantIds: readonly number[],
    locales: readonly TranslatedLocale[],
  ): Promise<Map<number, LinePresentation>>;
  /** Forgets all of it, with the rest of the memo: the merchant changed a rule in this process. */
  forget(): void;
};

/**
 * What a cart line is about changes only with the catalog: the change bus is the rule, this the
 * backstop, longer than the memo's own since every cart answer needs it for every line.
 */
const PRESENTATION_MAX_AGE_MS = 60_000;

export function commerceRulesOf(site: SiteMemo): CommerceRules {
  function kept<T>(key: string, read: (db: Database | Transaction) => PromiseLike<T>) {
    return (db: Database | Transaction): Promise<T> =>
      // A query builder is a thenable that runs again at every await: the memo keeps its one answer.
      db instanceof PgTransaction ? Promise.resolve(read(db)) : site.get(key, () => Promise.resolve(read(db)));
  }
  return {
    settings: kept('commerce-settings', loadCommerceSettings),
    promotions: kept('promotions', (db) => db.select().from(promotions)),
    async cartLinePresentations(db, variantIds, locales) {
      const held = await site.get('cart-line-presentations', async () => new Map<string, LinePresentation>(), {
        maxAgeMs: PRESENTATION_MAX_AGE_MS,
      });
      return cartLinePresentations(db, held, variantIds, locales);
    },
    forget: () => site.clear(),
  };
}
