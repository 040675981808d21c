import { PRODUCT_CALLS } from '../../src/schema/admin-api/products';
import { catalogSlugSchema } from '../../src/schema/catalog';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { ifMatchOf, invalid, refuseBody, staleWrite } from '../http/admin-refusals';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { AdminHandlers } from '../http/admin-mount';
import type { Logger } from '../logger';
import { readProduct, writeProduct } from './product-store';

/*
 * `/api/admin/products/:slug` (src/schema/admin-api/products.ts): a product read whole with its
 * version, written whole. A write reaches every process's pages, listings and search at once:
 * the search rows are made in the write's transaction, and 'site-changed' clears the caches.
 */

export function adminProductHandlers(deps: { db: Database; changes: ChangeBus; logger: Logger }): AdminHandlers<typeof PRODUCT_CALLS> {
  const { db, changes, logger } = deps;
  return {
    'products/get': async ({ c, param, ok }) => {
      const product = await readProduct(db, param('slug'));
      if (!product) return failEnvelope(c, 404, ResponseCode.fail, `No product "${param('slug')}"`);
      c.header('ETag', `"${product.version}"`);
      return ok({ product });
    },
    'products/put': async ({ c, param, ok }) => {
      const slug = param('slug');
      // The slug names the product in the path; it is checked as the body is, and named alike.
      const slugCheck = catalogSlugSchema.safeParse(slug);
      if (!slugCheck.success) return invalid(c, 'Invalid product', problemsFromZod(slugCheck.error, slug, ['slug']));
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PRODUCT_CALLS['products/put'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid product', problemsFromZod(parsed.error, body.value));
      const ifMatch = ifMatchOf(c);
      const result = await writeProduct(db, slug, parsed.data, ifMatch);
      if (!result.ok && 'stale' in result) return staleWrite(c, 'product', ifMatch, result.stale.current);
      if (!result.ok) return invalid(c, 'Invalid product', result.problems);
      logger.info('Product stored', { slug, created: result.created });
      await changes.publish('site-changed', { what: `product ${slug}` });
      c.header('ETag', `"${result.product.version}"`);
      return ok({ product: result.product, created: result.created }, result.created ? 201 : 200);
    },
  };
}
