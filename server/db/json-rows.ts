import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { answeredRows, type Database, type Transaction } from './database';

/*
 * Many rows in one statement whose rows travel as one JSON parameter. A multi-row insert through
 * the query builder carries a parameter per value, and building and binding those costs more CPU
 * than the database spends writing them (a quarter of a catalog import's time); here the rows are
 * one string, which the database reads with its own JSON parser into the table's column types.
 */

type Executor = Database | Transaction;

/** Lone surrogates, which the database refuses in JSON but a text parameter would write as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function jsonValue(value: unknown): unknown {
  if (value instanceof Uint8Array || typeof value === 'bigint') throw new Error('Rows written as JSON hold no bytes or big integers');
  return typeof value === 'string' && /[\ud800-\udfff]/.test(value) ? value.replace(LONE_SURROGATE, '\ufffd') : value;
}

/** The fields a row sets (a field it leaves undefined takes its column's default). */
const fieldsOf = (row: Record<string, unknown>) => Object.keys(row).filter((field) => row[field] !== undefined);

/** The rows by the fields they set, each group one statement: a field one row leaves out must take its default, not NULL. */
function groupsOf(rows: readonly Record<string, unknown>[]): { fields: string[]; rows: Record<string, unknown>[] }[] {
  const groups = new Map<string, { fields: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const fields = fieldsOf(row);
    const key = fields.join('\u0000');
    const group = groups.get(key) ?? { fields, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `rows` as JSON with the database's column names, and the record type that reads it back. */
function asJsonRecords(table: PgTable, rows: readonly Record<string, unknown>[], fields: readonly string[]): { json: string; record: SQL; names: SQL } {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const columnOf = (field: string) => {
    const column = columns[field];
    if (!column) throw new Error(`${getTableName(table)} has no column for "${field}"`);
    return column;
  };
  const record = sql.raw(fields.map((field) => `"${columnOf(field).name}" ${columnOf(field).getSQLType()}`).join(', '));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(fields.map((field) => [columnOf(field).name, row[field] ?? null]))), (_key, value: unknown) => jsonValue(value));
  const names = sql.raw(fields.map((field) => `"${columnOf(field).name}"`).join(', '));
  return { json, record, names };
}

/** Inserts `rows` into `table`: one statement, or one for each set of fields the rows set. */
export async function insertJsonRows<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (const group of groupsOf(rows as readonly Record<string, unknown>[])) await db.execute(insertStatement(table, group.rows, group.fields));
}

/** Inserts `rows` into `table` as `insertJsonRows` does, and answers the `returning` columns of each (find a row by a unique column, not by its place). */
export async function insertJsonRowsReturning<T extends PgTable, R extends Record<string, PgColumn>>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: R,
): Promise<{ [K in keyof R]: R[K]['_']['data'] }[]> {
  const entries = Object.entries(returning);
  const list = sql.raw(entries.map(([, column]) => `"${column.name}"`).join(', '));
  const answered: { [K in keyof R]: R[K]['_']['data'] }[] = [];
  for (const group of groupsOf(rows as readonly Record<string, unknown>[])) {
    for (const row of answeredRows(await db.execute(sql`${insertStatement(table, group.rows, group.fields)} returning ${list}`))) {
      answered.push(Object.fromEntries(entries.map(([key, column]) => [key, row[column.name] === null ? null : column.mapFromDriverValue(row[column.name])])) as { [K in keyof R]: R[K]['_']['data'] });
    }
  }
  return answered;
}

/** Sets `fields` of many rows of `table`, each found by its `id`, in one statement: a batch costs one round trip, not one per row. */
export async function updateJsonRowsById(db: Executor, table: PgTable & { id: PgColumn }, rows: readonly ({ id: number } & Record<string, unknown>)[], fields: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const { json, record } = asJsonRecords(table, rows, ['id', ...fields]);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const assignments = sql.raw(fields.map((field) => `"${columns[field]!.name}" = written."${columns[field]!.name}"`).join(', '));
  await db.execute(sql`update ${table} set ${assignments} from jsonb_to_recordset(${json}::jsonb) as written(${record}) where ${table.id} = written.id`);
}

function insertStatement(table: PgTable, rows: readonly Record<string, unknown>[], fields: readonly string[]): SQL {
  const { json, record, names } = asJsonRecords(table, rows, fields);
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as written(${record})`;
}
