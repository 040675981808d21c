import { asc, like } from 'drizzle-orm';
import { onSale } from '../catalog/queries/products';
import { articleIsPublished } from '../catalog/queries/taxonomy';
// Escaping for HTML text and quoted attributes is valid XML too (&#39; for the apostrophe).
import { escapeHtml } from '../../src/renderer/core/escape-html';
import { htmlLang } from '../../src/schema/languages';
import type { SiteConfig } from '../../src/schema/site-config';
import { detailPath, type CatalogKind } from '../catalog/queries/hrefs';
import type { Database } from '../db/database';
import { articles, categories, collections, pages, products, tags } from '../db/schema';
import { localizedUrl } from '../pages/meta';

/** The sitemap protocol's cap on URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A page of the shop without its language: the home page has the empty path. */
type SitePath = string;

/** Every public page path the catalog and the content pages hold, home first. */
export async function sitePaths(db: Database, siteConfig: SiteConfig): Promise<SitePath[]> {
  const slugsOf = async (kind: CatalogKind, rows: Promise<{ slug: string }[]>) => (await rows).map((row) => detailPath(siteConfig.rules, kind, row.slug));
  const [categoryPaths, collectionPaths, tagPaths, articlePaths, contentRows, productPaths] = await Promise.all([
    slugsOf('category', db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.id))),
    slugsOf('collection', db.select({ slug: collections.slug }).from(collections).orderBy(asc(collections.position), asc(collections.id))),
    slugsOf('tag', db.select({ slug: tags.slug }).from(tags).orderBy(asc(tags.position), asc(tags.id))),
    slugsOf('article', db.select({ slug: articles.slug }).from(articles).where(articleIsPublished()).orderBy(asc(articles.id))),
    db.selectDistinct({ key: pages.key }).from(pages).where(like(pages.key, 'page/%')).orderBy(asc(pages.key)),
    slugsOf('product', db.select({ slug: products.slug }).from(products).where(onSale()).orderBy(asc(products.id))),
  ]);
  const contentPaths = contentRows.map((row) => detailPath(siteConfig.rules, 'page', row.key.slice('page/'.length)));
  // A rule with a wildcard or a second parameter cannot be filled from a slug alone.
  const complete = (path: string) => !path.includes(':') && !path.includes('*');
  return ['', ...categoryPaths, ...collectionPaths, ...tagPaths, ...articlePaths, ...contentPaths, ...productPaths].filter(complete);
}

/** How many sitemap files the paths need once every language of every path is a URL. */
export function sitemapFileCount(pathCount: number, languageCount: number): number {
  return Math.max(1, Math.ceil((pathCount * languageCount) / SITEMAP_URL_LIMIT));
}

function pathsPerFile(languageCount: number): number {
  return Math.max(1, Math.floor(SITEMAP_URL_LIMIT / Math.max(1, languageCount)));
}

/**
 * One `<url>` per path and language, each listing the same page in every language (and
 * x-default, the English one) so search engines show the right language to each reader.
 */
export function urlsetXml(origin: string, siteConfig: SiteConfig, paths: readonly SitePath[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const path of paths) {
    const alternates = [
      ...siteConfig.languages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(htmlLang(lang))}" href="${escapeHtml(localizedUrl(origin, lang, path))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(origin, 'en', path))}"/>`,
    ];
    for (const lang of siteConfig.languages) {
      lines.push('  <url>', `    <loc>${escapeHtml(localizedUrl(origin, lang, path))}</loc>`, ...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function sitemapIndexXml(origin: string, fileCount: number): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (let file = 1; file <= fileCount; file += 1) lines.push(`  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${file}.xml`)}</loc></sitemap>`);
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** The paths of sitemap file `file` (1-based) when the site needs more than one. */
export function pathsOfFile(paths: readonly SitePath[], languageCount: number, file: number): SitePath[] {
  const size = pathsPerFile(languageCount);
  return paths.slice((file - 1) * size, file * size);
}
