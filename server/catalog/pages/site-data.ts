import { LANGUAGE_OWN_NAMES, type SiteData } from '../../../src/schema/catalog';
import { htmlLang, localeChain } from '../../../src/schema/languages';
import type { RouteMatch } from '../../../src/renderer/core/route-match';
import type { Database } from '../../db/database';
import { hrefIn } from '../queries/hrefs';
import type { EntityContext } from '../../pages/entities';
import { categoryTree } from '../queries/taxonomy';
import { siteCategories } from './catalog-context';

/** `data.site`: what the header, menus and footer draw on every page. */
export async function siteDataOf(db: Database, match: RouteMatch, context: EntityContext): Promise<SiteData> {
  const { siteConfig } = context;
  // The same tree for every page of the language until the site changes: made once, and known by the objects it is (server/pages/content-version.ts).
  const categories = await context.site.get(`category-tree:${match.lang}`, async () => categoryTree(await siteCategories(db, context, localeChain(match.lang)), siteConfig.rules, match.lang));
  return {
    name: siteConfig.name,
    homeHref: hrefIn(match.lang, ''),
    searchHref: hrefIn(match.lang, 'search'),
    categories,
    cartCount: 0,
    languages: siteConfig.languages.map((lang) => ({
      lang,
      hreflang: htmlLang(lang),
      name: LANGUAGE_OWN_NAMES[lang],
      href: hrefIn(lang, match.path),
      current: lang === match.lang,
    })),
  };
}
