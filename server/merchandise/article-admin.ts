import { ARTICLE_CALLS, MERCHANT_ARTICLES_PAGE_SIZE } from '../../src/schema/admin-api/articles';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { ifMatchOf, invalid, staleWrite } from '../http/admin-refusals';
import { failEnvelope } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { AdminHandlers } from '../http/admin-mount';
import type { Logger } from '../logger';
import { archiveArticle, listArticles, readArticle, writeArticle } from './article-store';
import { answerRead, answerWrite } from './document-calls';

/*
 * `/api/admin/articles/:slug` (src/schema/admin-api/articles.ts): an article read whole with its
 * version, written whole, archived rather than deleted (its comments stay). A write reaches
 * every process's article pages, journal lists and sitemap at once: 'site-changed' clears
 * their caches, as a product write does.
 */

export function adminArticleHandlers(deps: { db: Database; changes: ChangeBus; logger: Logger }): AdminHandlers<typeof ARTICLE_CALLS> {
  const { db, changes, logger } = deps;
  return {
    'articles/list': async ({ c, ok }) => {
      const query = Object.fromEntries(['q', 'status', 'after'].map((name) => [name, c.req.query(name)]));
      const parsed = ARTICLE_CALLS['articles/list'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid list', problemsFromZod(parsed.error, query));
      return ok(await listArticles(db, parsed.data, MERCHANT_ARTICLES_PAGE_SIZE));
    },
    'articles/get': async ({ c, param, ok }) => answerRead(c, 'article', param('slug'), await readArticle(db, param('slug')), (article) => ok({ article })),
    'articles/put': ({ c, param, ok }) =>
      answerWrite(
        c,
        deps,
        { what: 'article', slug: param('slug'), schema: ARTICLE_CALLS['articles/put'].request },
        (write, ifMatch) => writeArticle(db, param('slug'), write, ifMatch, { dryRun: c.req.query('dryRun') === 'true' }),
        ({ document: article, created, changed = true, dryRun = false }) => ok({ article, created, changed, dryRun }, created && !dryRun ? 201 : 200),
      ),
    'articles/archive': async ({ c, param, ok }) => {
      const slug = param('slug');
      const ifMatch = ifMatchOf(c);
      const archived = await archiveArticle(db, slug, ifMatch);
      if (!archived.ok && 'stale' in archived) return staleWrite(c, 'article', ifMatch, archived.stale.current);
      if (!archived.ok) return failEnvelope(c, 404, ResponseCode.fail, `No article "${slug}"`);
      if (archived.changed) {
        logger.info('Article archived', { slug });
        // Told before answering, so the merchant's next look at the shop already shows it gone.
        await changes.publish('site-changed', { what: `article ${slug} archived` });
      }
      c.header('ETag', `"${archived.document.version}"`);
      return ok({ article: archived.document, changed: archived.changed });
    },
  };
}
