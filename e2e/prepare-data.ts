/*
 * Runs before the journeys' server starts, on the same fresh data folder: the normal
 * migrations and demo seed, plus the fixtures only the journeys need.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { articles } from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { HOSTILE_ARTICLE_SLUG } from './fixture-names';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the journeys’ data folder');

const database = await openDatabase({ dataDir });
try {
  await seedDatabase(database.db);
  const existing = await database.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, HOSTILE_ARTICLE_SLUG));
  if (existing.length === 0) {
    const [model] = await database.db.select({ art: articles.art }).from(articles).limit(1);
    if (!model) throw new Error('The demo seed wrote no article to model the fixture on');
    // A merchant's body that tries all three ways of running script in a shopper's browser.
    const bodyHtml =
      '<p>Care notes for linen.</p>' +
      '<script>window.__pwned = "script"</script>' +
      '<img src="/images/does-not-exist.webp" alt="A broken picture" onerror="window.__pwned = \'onerror\'">' +
      '<p><a id="hostile-link" href="javascript:window.__pwned = \'link\'">Read more</a></p>';
    const text = { title: 'Linen care, with unsafe markup', summary: 'An article whose body tries to run script.', bodyHtml, seoTitle: '', seoDescription: '' };
    await database.db.insert(articles).values({
      slug: HOSTILE_ARTICLE_SLUG,
      author: 'Journey Fixture',
      publishedAt: new Date(Date.UTC(2024, 0, 1)),
      translations: { en: text, 'zh-CN': text, 'zh-HK': text },
      art: model.art,
    });
  }
} finally {
  await database.close();
}
