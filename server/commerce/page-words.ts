import type { UrlLanguage } from '../../src/schema/languages';
import type { SiteSettingsService } from '../pages/site-settings';
import type { DetailRules } from '../../src/schema/site-config';

/** How a view is drawn: the page language, the detail rules product links follow, the user area's address. */
export type PageWords = { lang: UrlLanguage; rules: DetailRules; userPrefix: string };

/** What an answer's links and names need of the site: its detail rules and user prefix, in the page's language. */
export async function pageWordsOf(siteSettings: SiteSettingsService, lang: UrlLanguage): Promise<PageWords> {
  const { siteConfig } = await siteSettings.get();
  return { lang, rules: siteConfig.rules, userPrefix: siteConfig.userPrefix };
}
