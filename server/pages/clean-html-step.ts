import { eq, and, sql, type AnyColumn } from 'drizzle-orm';
import { registry } from '../../src/blocks/registry';
import { articles, pages, productTranslations } from '../db/schema';
import type { SeedStep } from '../db/seed';
import type { Logger } from '../logger';
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
 * on a database without any finds nothing to do and loads no sanitizer. A database filled
 * around the shop can hold hundreds of thousands of such rows, minutes of work before the
 * server listens: the log says what it is cleaning, and when it is done.
 */
export function cleanHtmlStep(logger: Logger): SeedStep {
  return {
    name: 'clean-html',
    async run(tx) {
      const started = performance.now();
      const counted: Record<string, number> = {};
      const found = (table: string, rows: number) => {
        if (rows === 0) return;
        counted[table] = rows;
        logger.info('Cleaning merchant HTML not cleaned when written, before serving', { table, rows });
      };
      const pageRows = await tx.select({ id: pages.id, body: pages.body }).from(pages).where(notCleaned(pages.cleanHtml));
      found('pages', pageRows.length);
      for (const row of pageRows) await tx.update(pages).set({ cleanHtml: cleanHtmlOfPage(row.body, registry) }).where(eq(pages.id, row.id));
      const descriptions = await tx
        .select({ productId: productTranslations.productId, locale: productTranslations.locale, descriptionHtml: productTranslations.descriptionHtml })
        .from(productTranslations)
        .where(notCleaned(productTranslations.cleanHtml));
      found('product_translations', descriptions.length);
      for (const row of descriptions) {
        await tx
          .update(productTranslations)
          .set({ cleanHtml: cleanHtmlOf([row.descriptionHtml]) })
          .where(and(eq(productTranslations.productId, row.productId), eq(productTranslations.locale, row.locale)));
      }
      const articleRows = await tx.select({ id: articles.id, translations: articles.translations }).from(articles).where(notCleaned(articles.cleanHtml));
      found('articles', articleRows.length);
      for (const row of articleRows) await tx.update(articles).set({ cleanHtml: cleanHtmlOf(articleBodies(row.translations)) }).where(eq(articles.id, row.id));
      const cleaned = pageRows.length + descriptions.length + articleRows.length;
      if (cleaned === 0) return 'skipped';
      logger.info('Merchant HTML cleaned', { ...counted, ms: Math.round(performance.now() - started) });
      return 'seeded';
    },
  };
}
