import { MERCHANT_PRODUCTS_PAGE_SIZE, PRODUCT_CALLS } from '../../src/schema/admin-api/products';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { invalid, refuseBody } from '../http/admin-refusals';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { AdminHandlers } from '../http/admin-mount';
import type { Logger } from '../logger';
import { addPicture, listProducts, orderPictures, readProduct, removePicture, setPictureAlt, writeProduct, writeProducts } from './product-store';
import { answerRead, answerWrite } from './document-calls';
import { changeProducts } from './product-bulk';
import { withPriceNews } from './price-news';
import { encodePictureFramed, MAX_INPUT_PIXELS } from '../http/uploaded-picture';
import { IMAGE_SHAPES } from '../catalog/images/urls';

/*
 * `/api/admin/products/:slug` (src/schema/admin-api/products.ts): a product read whole with its
 * version, written whole. A write reaches every process's pages, listings and search at once:
 * the search rows are made in the write's transaction, and 'site-changed' clears the caches.
 */

export function adminProductHandlers(deps: { db: Database; changes: ChangeBus; logger: Logger }): AdminHandlers<typeof PRODUCT_CALLS> {
  const { db, changes, logger } = deps;
  return {
    'products/list': async ({ c, ok }) => {
      const query = Object.fromEntries(['q', 'status', 'category', 'stock', 'order', 'after'].map((name) => [name, c.req.query(name)]));
      const parsed = PRODUCT_CALLS['products/list'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid list', problemsFromZod(parsed.error, query));
      return ok(await listProducts(db, parsed.data, MERCHANT_PRODUCTS_PAGE_SIZE));
    },
    'products/get': async ({ c, param, ok }) => answerRead(c, 'product', param('slug'), await readProduct(db, param('slug')), (product) => ok({ product })),
    'products/put': ({ c, param, ok }) =>
      answerWrite(
        c,
        deps,
        { what: 'product', slug: param('slug'), schema: PRODUCT_CALLS['products/put'].request },
        (write, ifMatch) =>
          withPriceNews(
            db,
            changes,
            [param('slug')],
            () => writeProduct(db, param('slug'), write, ifMatch, { dryRun: c.req.query('dryRun') === 'true' }),
            (written) => written.ok && written.changed !== false && written.dryRun !== true,
          ),
        ({ document: product, created, changed = true, dryRun = false }) => ok({ product, created, changed, dryRun }, created && !dryRun ? 201 : 200),
      ),
    'products/batch': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PRODUCT_CALLS['products/batch'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid products', problemsFromZod(parsed.error, body.value));
      const dryRun = c.req.query('dryRun') === 'true';
      const slugs = parsed.data.products.map((entry) => entry.slug);
      const written = await withPriceNews(db, changes, slugs, () => writeProducts(db, parsed.data.products, { dryRun }), (outcome) => outcome.ok && !dryRun);
      if (!written.ok && 'conflict' in written) return failEnvelope(c, 409, ResponseCode.fail, written.conflict);
      if (!written.ok) return invalid(c, 'Invalid products', written.problems);
      if (!dryRun) {
        logger.info('Products stored', { count: written.results.length, created: written.results.filter((result) => result.created).length });
        await changes.publish('site-changed', { what: `${written.results.length} products` });
      }
      return ok({ results: written.results, dryRun });
    },
    'products/bulk': async ({ c, ok }) => {
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PRODUCT_CALLS['products/bulk'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid bulk change', problemsFromZod(parsed.error, body.value));
      const dryRun = c.req.query('dryRun') === 'true';
      const changed = await withPriceNews(db, changes, parsed.data.slugs, () => changeProducts(db, changes, parsed.data, { dryRun }), (outcome) => outcome.ok && !dryRun);
      if (!changed.ok) return invalid(c, 'Invalid bulk change', changed.problems);
      if (!dryRun) {
        logger.info('Products changed in bulk', { count: changed.products.length });
        await changes.publish('site-changed', { what: `${changed.products.length} products` });
      }
      return ok({ products: changed.products, dryRun });
    },
    'products/pictures/add': async ({ c, param, ok }) => {
      const slug = param('slug');
      const query = { alt: c.req.query('alt') };
      const parsed = PRODUCT_CALLS['products/pictures/add'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid picture', problemsFromZod(parsed.error, query));
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) return invalid(c, 'Invalid picture', [{ path: 'body', message: 'Send the picture itself as the request body' }]);
      const encoded = await encodePictureFramed(bytes, IMAGE_SHAPES.product);
      if (!encoded.ok) {
        const message =
          encoded.reason === 'too-many-pixels'
            ? `The picture is ${encoded.width}×${encoded.height} pixels; the most the shop takes is ${(MAX_INPUT_PIXELS / 1_000_000).toFixed(0)} million`
            : 'Not a picture the shop takes (JPEG, PNG, WebP, GIF or AVIF), judged by its bytes whatever its name or type says';
        return invalid(c, 'Invalid picture', [{ path: 'body', message }]);
      }
      const added = await addPicture(db, slug, encoded.webp, parsed.data.alt);
      if (!added.ok) return failEnvelope(c, 404, ResponseCode.fail, `No product "${slug}"`);
      logger.info('Product picture added', { slug, position: added.position });
      await changes.publish('site-changed', { what: `picture of product ${slug}` });
      return ok({ product: added.product, position: added.position }, 201);
    },
    'products/pictures/order': async ({ c, param, ok }) => {
      const slug = param('slug');
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PRODUCT_CALLS['products/pictures/order'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid picture order', problemsFromZod(parsed.error, body.value));
      const ordered = await orderPictures(db, slug, parsed.data.order);
      if (!ordered.ok && ordered.reason === 'not-found') return failEnvelope(c, 404, ResponseCode.fail, `No product "${slug}"`);
      if (!ordered.ok) return invalid(c, 'Invalid picture order', ordered.problems);
      logger.info('Product pictures ordered', { slug, order: parsed.data.order });
      await changes.publish('site-changed', { what: `pictures of product ${slug}` });
      return ok({ product: ordered.product });
    },
    'products/pictures/put': async ({ c, param, ok }) => {
      const slug = param('slug');
      const position = pictureNumberOf(param('position'));
      const body = await readJsonBody(c);
      if (!body.ok) return refuseBody(c, body);
      const parsed = PRODUCT_CALLS['products/pictures/put'].request.safeParse(body.value);
      if (!parsed.success) return invalid(c, 'Invalid picture', problemsFromZod(parsed.error, body.value));
      const written = position === null ? ({ ok: false } as const) : await setPictureAlt(db, slug, position, parsed.data.alt);
      if (!written.ok) return failEnvelope(c, 404, ResponseCode.fail, `No picture ${param('position')} of product "${slug}"`);
      logger.info('Product picture described', { slug, position });
      await changes.publish('site-changed', { what: `picture of product ${slug}` });
      return ok({ product: written.product });
    },
    'products/pictures/delete': async ({ c, param, ok }) => {
      const slug = param('slug');
      const position = Number(param('position'));
      const removed = pictureNumberOf(param('position')) === null ? ({ ok: false } as const) : await removePicture(db, slug, position);
      if (!removed.ok) return failEnvelope(c, 404, ResponseCode.fail, `No picture ${param('position')} of product "${slug}"`);
      logger.info('Product picture removed', { slug, position });
      await changes.publish('site-changed', { what: `picture of product ${slug}` });
      return ok({ product: removed.product });
    },
  };
}

/** A picture's number from the path, or null for one no picture can have. */
function pictureNumberOf(text: string): number | null {
  const position = Number(text);
  return Number.isInteger(position) && position > 0 && position <= 1_000_000 ? position : null;
}
