import type { Database } from './database';

const builtFor = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query built once per database handle (or transaction) and `key`, then run many times with
 * its `sql.placeholder`s filled. Drizzle builds a query's SQL text in JavaScript on every call,
 * and for a page every long-tail shopper asks for (a product, its reviews) that building costs
 * about as much as the embedded database takes to answer it; built once, each request only
 * fills in its values. On PostgreSQL the driver prepares each text once per connection as well.
 *
 * `key` must name everything `build` closes over besides its placeholders (a locale chain, a
 * sort): two builds under one key would answer each other's question.
 */
export function preparedOnce<Query>(db: Database, key: string, build: (name: string) => Query): Query {
  let queries = builtFor.get(db);
  if (!queries) builtFor.set(db, (queries = new Map()));
  const known = queries.get(key);
  if (known !== undefined) return known as Query;
  const query = build(statementName(key));
  queries.set(key, query);
  return query;
}

/** The name drizzle gives the prepared query, for logs: the key in letters, digits and underscores. */
function statementName(key: string): string {
  return key.replace(/[^A-Za-z0-9]+/g, '_');
}
