import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { nextTurn, type Database } from './database';

const builtFor = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query built once per database handle (or transaction) and `key`, then run many times with
 * its `sql.placeholder`s filled. Drizzle builds a query's SQL text in JavaScript on every call,
 * and the database parses and plans that text on every call too; for a page every long-tail
 * shopper asks for (a product, its reviews) the two cost more than running the query. Built
 * once, each request fills in its values, and the database plans the statement once: on
 * PostgreSQL the driver prepares each text once per connection, and on the embedded database
 * the statement is prepared by name (see `namedStatement`).
 *
 * `key` must name everything `build` closes over besides its placeholders (a locale chain, a
 * sort): two builds under one key would answer each other's question.
 */
export function preparedOnce<Query>(db: Database, key: string, build: (name: string) => Query): Query {
  let queries = builtFor.get(db);
  if (!queries) builtFor.set(db, (queries = new Map()));
  const known = queries.get(key);
  if (known !== undefined) return known as Query;
  const name = statementName(key);
  const query = build(name);
  const pglite = embeddedClientOf(db);
  // Drizzle's embedded-database query runs its text through the client it holds; given a named
  // statement in its place, it runs that. Any other shape (a transaction's query) runs as built.
  if (pglite && Reflect.get(query as object, 'client') === pglite) Reflect.set(query as object, 'client', namedStatement(pglite, name));
  queries.set(key, query);
  return query;
}

/** The name the statement goes by: the key in letters, digits and underscores. */
function statementName(key: string): string {
  return `vitrine_${key.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

/** The embedded database behind a handle; none for PostgreSQL or for a transaction. */
function embeddedClientOf(db: Database): PGlite | undefined {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof PGlite ? client : undefined;
}

type StatementClient = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results> };

/**
 * One query text as a statement the embedded database parses and plans once, by name, then
 * runs with each call's values: PGlite's own `query` parses and plans its text on every call.
 * It takes its turn as `query` does: after any open transaction, one query at a time, and the
 * event loop turns after it (see `yieldAfterEachQuery`).
 */
function namedStatement(client: PGlite, name: string): StatementClient {
  const { serialize } = protocol;
  let paramTypes: number[] | undefined;
  let parsed = false;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  const run = async (text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results> => {
    const messages = [];
    try {
      if (!parsed) {
        await send(serialize.parse({ name, text }));
        parsed = true;
      }
      if (!paramTypes) {
        const described = await send(serialize.describe({ type: 'S', name }));
        paramTypes = described.flatMap((message) => (message instanceof protocol.messages.ParameterDescriptionMessage ? message.dataTypeIDs : []));
      }
      const types = paramTypes;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = types[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(serialize.bind({ statement: name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    await client.syncToFs();
    const [results] = parse.parseResults(messages, client.parsers, options);
    if (!results) throw new Error(`Statement ${name} answered nothing`);
    return results;
  };
  return {
    async query(text, params = [], options) {
      try {
        return await client._runExclusiveTransaction(() => client.runExclusive(() => run(text, params, options)));
      } finally {
        await nextTurn();
      }
    },
  };
}
