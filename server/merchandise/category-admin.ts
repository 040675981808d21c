import { CATEGORY_CALLS } from '../../src/schema/admin-api/categories';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { invalid } from '../http/admin-refusals';
import { failEnvelope } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { AdminHandlers } from '../http/admin-mount';
import type { Logger } from '../logger';
import { listCategories, readCategory, removeCategory, writeCategory } from './category-store';
import { answerRead, answerWrite } from './document-calls';

/*
 * `/api/admin/categories` (src/schema/admin-api/categories.ts): the tree listed, a category read
 * whole with its version, written whole (moved, reordered, renamed), removed with somewhere for
 * what it holds. Every change reaches every process's menus, listings and search at once.
 */

export function adminCategoryHandlers(deps: { db: Database; changes: ChangeBus; logger: Logger }): AdminHandlers<typeof CATEGORY_CALLS> {
  const { db, changes, logger } = deps;
  const noSuch = (c: Parameters<AdminHandlers<typeof CATEGORY_CALLS>['categories/get']>[0]['c'], slug: string) => failEnvelope(c, 404, ResponseCode.fail, `No category "${slug}"`);
  return {
    'categories/list': async ({ ok }) => ok({ categories: await listCategories(db) }),
    'categories/get': async ({ c, param, ok }) => answerRead(c, 'category', param('slug'), await readCategory(db, param('slug')), (category) => ok({ category })),
    'categories/put': ({ c, param, ok }) =>
      answerWrite(
        c,
        deps,
        { what: 'category', slug: param('slug'), schema: CATEGORY_CALLS['categories/put'].request },
        (write, ifMatch) => writeCategory(db, param('slug'), write, ifMatch),
        ({ document: category, created }) => ok({ category, created }, created ? 201 : 200),
      ),
    'categories/delete': async ({ c, param, ok }) => {
      const slug = param('slug');
      const query = { moveTo: c.req.query('moveTo') };
      const parsed = CATEGORY_CALLS['categories/delete'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid removal', problemsFromZod(parsed.error, query));
      const removed = await removeCategory(db, slug, parsed.data.moveTo);
      if (!removed.ok && 'problems' in removed) return invalid(c, 'Invalid removal', removed.problems);
      if (!removed.ok && removed.reason === 'not-found') return noSuch(c, slug);
      if (!removed.ok) {
        const held = [removed.products > 0 ? `${removed.products} product${removed.products === 1 ? '' : 's'}` : '', removed.categories > 0 ? `${removed.categories} sub-categor${removed.categories === 1 ? 'y' : 'ies'}` : '']
          .filter(Boolean)
          .join(' and ');
        return failEnvelope(c, 409, ResponseCode.fail, `"${slug}" holds ${held}: say where they go with ?moveTo=<category>, and nothing is removed until then`);
      }
      logger.info('Category removed', { slug, moveTo: parsed.data.moveTo ?? null });
      await changes.publish('site-changed', { what: `category ${slug} removed` });
      return ok({ deleted: true, movedProducts: removed.movedProducts, movedCategories: removed.movedCategories });
    },
  };
}
