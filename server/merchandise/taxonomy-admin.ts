import { TAXONOMY_CALLS } from '../../src/schema/admin-api/taxonomy';
import { ResponseCode } from '../../src/schema/envelope';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope } from '../http/envelope';
import type { AdminHandlers } from '../http/admin-mount';
import type { Logger } from '../logger';
import { answerRead, answerWrite } from './document-calls';
import { listTaxonomy, readCollection, readTag, removeCollection, removeTag, writeCollection, writeTag } from './taxonomy-store';

/*
 * `/api/admin/tags` and `/api/admin/collections` (src/schema/admin-api/taxonomy.ts): listed,
 * read whole with a version, written whole, removed. Their pages, the menus and search follow
 * every write at once, in every process.
 */

export function adminTaxonomyHandlers(deps: { db: Database; changes: ChangeBus; logger: Logger }): AdminHandlers<typeof TAXONOMY_CALLS> {
  const { db, changes, logger } = deps;
  const removed = async (what: string, slug: string, done: boolean) => {
    if (!done) return false;
    logger.info(`${what} removed`, { slug });
    await changes.publish('site-changed', { what: `${what.toLowerCase()} ${slug} removed` });
    return true;
  };
  return {
    'tags/list': async ({ ok }) => ok({ tags: await listTaxonomy(db, 'tag') }),
    'tags/get': async ({ c, param, ok }) => answerRead(c, 'tag', param('slug'), await readTag(db, param('slug')), (tag) => ok({ tag })),
    'tags/put': ({ c, param, ok }) =>
      answerWrite(
        c,
        deps,
        { what: 'tag', slug: param('slug'), schema: TAXONOMY_CALLS['tags/put'].request },
        (write, ifMatch) => writeTag(db, param('slug'), write, ifMatch),
        ({ document: tag, created }) => ok({ tag, created }, created ? 201 : 200),
      ),
    'tags/delete': async ({ c, param, ok }) =>
      (await removed('Tag', param('slug'), await removeTag(db, param('slug')))) ? ok({ deleted: true }) : failEnvelope(c, 404, ResponseCode.fail, `No tag "${param('slug')}"`),
    'collections/list': async ({ ok }) => ok({ collections: await listTaxonomy(db, 'collection') }),
    'collections/get': async ({ c, param, ok }) => answerRead(c, 'collection', param('slug'), await readCollection(db, param('slug')), (collection) => ok({ collection })),
    'collections/put': ({ c, param, ok }) =>
      answerWrite(
        c,
        deps,
        { what: 'collection', slug: param('slug'), schema: TAXONOMY_CALLS['collections/put'].request },
        (write, ifMatch) => writeCollection(db, param('slug'), write, ifMatch),
        ({ document: collection, created }) => ok({ collection, created }, created ? 201 : 200),
      ),
    'collections/delete': async ({ c, param, ok }) =>
      (await removed('Collection', param('slug'), await removeCollection(db, param('slug'))))
        ? ok({ deleted: true })
        : failEnvelope(c, 404, ResponseCode.fail, `No collection "${param('slug')}"`),
  };
}
