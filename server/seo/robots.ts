import { langPath } from '../../src/schema/languages';
import type { SiteConfig } from '../../src/schema/site-config';

/**
 * Crawlers may read the shop; the API, the signed-in area and checkout are per shopper and
 * would only waste their visits, in every language prefix.
 */
export function robotsTxt(origin: string, siteConfig: SiteConfig): string {
  const privatePaths = ['/api/'];
  for (const lang of siteConfig.languages) {
    const prefix = langPath(lang);
    privatePaths.push(`${prefix}${siteConfig.userPrefix}`, `${prefix}/checkout`);
  }
  return ['User-agent: *', 'Allow: /', ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
