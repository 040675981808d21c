import { siteConfigSchema } from '../../src/schema/site-config';
import type { UrlLanguage } from '../../src/schema/languages';
import type { Database } from '../db/database';
import { siteConfig } from '../db/schema';
import type { PageWords } from './checkouts';

/** What an answer's links and names need of the site: its detail rules and user prefix, in the page's language. */
export async function pageWordsOf(db: Database, lang: UrlLanguage): Promise<PageWords> {
  const [row] = await db.select({ config: siteConfig.config }).from(siteConfig).limit(1);
  const parsed = siteConfigSchema.safeParse(row?.config ?? {});
  const config = parsed.success ? parsed.data : siteConfigSchema.parse({});
  return { lang, rules: config.rules, userPrefix: config.userPrefix };
}
