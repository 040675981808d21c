import { eq, and, sql, type AnyColumn } from 'drizzle-orm';
import { registry } from '../../src/blocks/registry';
import { articles, pages, productTranslations } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { CLEAN_HTML_VERSION, cleanHtmlOf, cleanHtmlOfPage } from './clean-html';

/** Rows with no clean HTML, or clean HTML from an older sanitizer. */
const notCleaned = (column: AnyColumn) => sql`(${column} is null or ${column}->>'v' is distinct from ${String(CLEAN_HTML_VERSION)})`;

function articleBodies(translations: unknown): string[] {
  if (typeof translations !== 'object' || translations === null) return [];
  return Object.values(translations).flatMap((text: unknown) => {
    const body = typeof text === 'object' && text !== null ? (text as { bodyHtml?: unknown }).bodyHtml : undefined;
    return typeof body === 'string' ? [body] : [];
  });
}

/**
 * The last step of every start, after the demo seed (server/main.ts): cleans the merchant HTML
 * of rows the shop did not clean as it wrote them (the demo's own rows, rows written by hand or
 * by an older version), so no shopper's request has to (server/pages/clean-html.ts). A start
 * on a database without any finds nothing to do and loads no sanitizer.
 */
export const cleanHtmlStep: SeedStep = {
  name: 'clean-html',
  async run(tx) {
    let cleaned = 0;
    for (const row of await tx.select({ id: pages.id, body: pages.body }).from(pages).where(notCleaned(pages.cleanHtml))) {
      await tx.update(pages).set({ cleanHtml: cleanHtmlOfPage(row.body, registry) }).where(eq(pages.id, row.id));
      cleaned += 1;
    }
    const descriptions = await tx
      .select({ productId: productTranslations.productId, locale: productTranslations.locale, descriptionHtml: productTranslations.descriptionHtml })
      .from(productTranslations)
      .where(notCleaned(productTranslations.cleanHtml));
    for (const row of descriptions) {
      await tx
        .update(productTranslations)
        .set({ cleanHtml: cleanHtmlOf([row.descriptionHtml]) })
        .where(and(eq(productTranslations.productId, row.productId), eq(productTranslations.locale, row.locale)));
      cleaned += 1;
    }
    for (const row of await tx.select({ id: articles.id, translations: articles.translations }).from(articles).where(notCleaned(articles.cleanHtml))) {
      await tx.update(articles).set({ cleanHtml: cleanHtmlOf(articleBodies(row.translations)) }).where(eq(articles.id, row.id));
      cleaned += 1;
    }
    return cleaned > 0 ? 'seeded' : 'skipped';
  },
};
