import type { UrlLanguage } from '../../src/schema/languages';
import type { SiteSettingsService } from '../pages/site-settings';
import type { PageWords } from './checkouts';

/** What an answer's links and names need of the site: its detail rules and user prefix, in the page's language. */
export async function pageWordsOf(siteSettings: SiteSettingsService, lang: UrlLanguage): Promise<PageWords> {
  const { siteConfig } = await siteSettings.get();
  return { lang, rules: siteConfig.rules, userPrefix: siteConfig.userPrefix };
}
