import type { ResolvedBlock } from '../../../src/renderer/core/resolve-page';
import { dataSourceKey, type ArticleSummary, type DataSource, type ProductSummary } from '../../../src/schema/catalog';
import type { Database } from '../../db/database';
import type { EntityContext, PageDataEnricher, PageDraft } from '../../pages/entities';
import { listProductIds, productSummaries } from '../queries/products';
import { articleSummaryOf, descendantIds, findCollection, findTag, latestArticles } from '../queries/taxonomy';
import { catalogRequest, siteCategories, type CatalogRequest } from './catalog-context';
import { siteDataOf } from './site-data';

/**
 * Every data source the page draws, body and layout regions, children included, one per key
 * at the largest limit asked for. Each block says through its definition's `dataSource`
 * which source its parsed props name; a block that failed its checks draws nothing, so it
 * needs nothing (the renderer reports it with its path).
 */
export function sourcesOf(draft: Pick<PageDraft, 'blocks' | 'registry'>): DataSource[] {
  const byKey = new Map<string, DataSource>();
  const walk = (blocks: readonly ResolvedBlock[]) => {
    for (const block of blocks) {
      if (!block.ok) continue;
      walk(block.children);
      const definition = Object.hasOwn(draft.registry, block.type) ? draft.registry[block.type] : undefined;
      const source = definition?.dataSource?.(block.props);
      if (!source) continue;
      const key = dataSourceKey(source);
      const known = byKey.get(key);
      if (!known || known.limit < source.limit) byKey.set(key, source);
    }
  };
  walk(draft.blocks);
  return [...byKey.values()];
}

async function fill(db: Database, context: EntityContext, request: CatalogRequest, source: DataSource): Promise<ProductSummary[] | ArticleSummary[]> {
  if (source.kind === 'articles') {
    const records = await latestArticles(db, request.locales, source.limit);
    return records.map((record) => articleSummaryOf(record, request.rules, request.lang));
  }
  let scope: Parameters<typeof listProductIds>[1] | null;
  if (source.kind === 'category') {
    const records = await siteCategories(db, context, request.locales);
    const record = records.find((candidate) => candidate.slug === source.slug);
    scope = record ? { kind: 'categories', ids: descendantIds(records, record.id) } : null;
  } else if (source.kind === 'tag') {
    const record = await findTag(db, source.slug, request.locales);
    scope = record ? { kind: 'tag', id: record.id } : null;
  } else {
    const record = await findCollection(db, source.slug, request.locales);
    scope = record ? { kind: 'collection', id: record.id } : null;
  }
  // A source naming something that no longer exists draws as an empty list, not a broken page.
  if (!scope) return [];
  const ids = await listProductIds(db, scope, 'featured', 1, source.limit);
  return productSummaries(db, ids, request.rules, request.lang, request.locales);
}

/** Adds `data.site` to every page and `data.sources` to pages whose blocks name a source. */
export const catalogEnricher: PageDataEnricher = async (draft, db, context) => {
  const request = catalogRequest(draft.match, context);
  const sources = sourcesOf(draft);
  const [site, filled] = await Promise.all([
    siteDataOf(db, draft.match, context),
    // A source lists the same products on every page of the language until the site changes.
    Promise.all(
      sources.map(async (source) => {
        const key = dataSourceKey(source);
        return [key, await context.site.get(`source:${key}:${request.lang}`, () => fill(db, context, request, source))] as const;
      }),
    ),
  ]);
  draft.data.site = site;
  if (filled.length > 0) draft.data.sources = Object.fromEntries(filled);
};
