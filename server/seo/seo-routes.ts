import { Hono } from 'hono';
import { createOriginResolver, type OriginPolicy } from '../http/origin';
import type { Services } from '../services';
import { robotsTxt } from './robots';
import { pathsOfFile, sitemapFileCount, sitemapIndexXml, sitePaths, urlsetXml } from './sitemap';

/** Crawlers come back often; an hour old is fresh enough for a catalog. */
const SEO_CACHE = 'public, max-age=3600';

/** `/robots.txt` and `/sitemap.xml` (a sitemap index with `/sitemap-<n>.xml` once the shop outgrows one file). */
export function createSeoRoutes(options: { services: Services } & OriginPolicy): Hono {
  const { services } = options;
  const app = new Hono();
  const origin = createOriginResolver(options);
  const originOf = (url: string) => origin(new URL(url));

  app.get('/robots.txt', async (c) => {
    const { siteConfig } = await services.siteSettings.get();
    c.header('Cache-Control', SEO_CACHE);
    return c.text(robotsTxt(originOf(c.req.url), siteConfig));
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c.req.url);
    const { siteConfig } = await services.siteSettings.get();
    const paths = await sitePaths(services.db, siteConfig);
    const files = sitemapFileCount(paths.length, siteConfig.languages.length);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', SEO_CACHE);
    return c.body(files === 1 ? urlsetXml(origin, siteConfig, paths) : sitemapIndexXml(origin, files));
  });

  app.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
    const file = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const { siteConfig } = await services.siteSettings.get();
    const paths = await sitePaths(services.db, siteConfig);
    if (!Number.isInteger(file) || file < 1 || file > sitemapFileCount(paths.length, siteConfig.languages.length)) return c.text('Not found', 404);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', SEO_CACHE);
    return c.body(urlsetXml(originOf(c.req.url), siteConfig, pathsOfFile(paths, siteConfig.languages.length, file)));
  });

  return app;
}
