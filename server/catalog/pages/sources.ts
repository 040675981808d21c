import { z } from 'zod';
import { dataSourceKey, dataSourceSchema, type ArticleSummary, type DataSource, type ProductSummary } from '../../../src/schema/catalog';
import type { Database } from '../../db/database';
import type { EntityContext, PageDataEnricher, PageDraft } from '../../pages/entities';
import { listProductIds, productSummaries } from '../queries/products';
import { articleSummaryOf, descendantIds, findCollection, findTag, latestArticles } from '../queries/taxonomy';
import { catalogRequest, requestCategories, type CatalogRequest } from './catalog-context';
import { siteDataOf } from './site-data';

const blockWithSource = z.object({ props: z.object({ source: dataSourceSchema }) });

/**
 * Every data source the page draws, body and layout regions, one per key at the largest
 * limit asked for. A block whose source is malformed is skipped here; the renderer's
 * validation reports it with its path.
 */
export function sourcesOf(draft: PageDraft): DataSource[] {
  const blocks = [...(draft.pageBody?.blocks ?? []), ...(draft.layout?.header ?? []), ...(draft.layout?.footer ?? [])];
  const byKey = new Map<string, DataSource>();
  for (const block of blocks) {
    const parsed = blockWithSource.safeParse(block);
    if (!parsed.success) continue;
    const source = parsed.data.props.source;
    const key = dataSourceKey(source);
    const known = byKey.get(key);
    if (!known || known.limit < source.limit) byKey.set(key, source);
  }
  return [...byKey.values()];
}

async function fill(db: Database, context: EntityContext, request: CatalogRequest, source: DataSource): Promise<ProductSummary[] | ArticleSummary[]> {
  if (source.kind === 'articles') {
    const records = await latestArticles(db, request.locales, source.limit);
    return records.map((record) => articleSummaryOf(record, request.rules, request.lang));
  }
  let scope: Parameters<typeof listProductIds>[1] | null;
  if (source.kind === 'category') {
    const records = await requestCategories(db, context, request.locales);
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
  const { ids } = await listProductIds(db, scope, 'featured', 1, source.limit);
  return productSummaries(db, ids, request.rules, request.lang, request.locales);
}

/** Adds `data.site` to every page and `data.sources` to pages whose blocks name a source. */
export const catalogEnricher: PageDataEnricher = async (draft, db, context) => {
  const request = catalogRequest(draft.match, context);
  const sources = sourcesOf(draft);
  const [site, filled] = await Promise.all([
    siteDataOf(db, draft.match, context),
    Promise.all(sources.map(async (source) => [dataSourceKey(source), await fill(db, context, request, source)] as const)),
  ]);
  draft.data.site = site;
  if (filled.length > 0) draft.data.sources = Object.fromEntries(filled);
};
