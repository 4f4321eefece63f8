import { type AnyColumn, is, type Query, SQL, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** What a Drizzle query builder answers to `.prepare(name)`. */
type Preparable<Result> = { prepare(name: string): PgPreparedQuery<PreparedQueryConfig & { execute: Result }> };

/** What Drizzle's prepared query keeps at run time (its types leave out all but the query). */
interface DrizzlePrepared {
  getQuery(): Query;
  fields?: SelectedFieldsOrdered;
  customResultMapper?: (rows: unknown[][]) => unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  isResponseInArrayMode(): boolean;
}

/** A statement as built once: its SQL with placeholders, and how its rows are mapped. */
interface Template {
  query: Query;
  fields?: SelectedFieldsOrdered;
  customResultMapper?: (rows: unknown[][]) => unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  arrayMode: boolean;
}

export type PlaceholderValues = Record<string, unknown>;

/**
 * A statement of fixed shape whose SQL Drizzle builds once, on first use, with `sql.placeholder`s
 * where its values go: building a statement costs the API more CPU than PostgreSQL spends running
 * it. Each call runs it by name on the connection it is given (the pool, or a transaction's), so
 * each connection also parses and plans it once. A query builder answers its rows as Drizzle maps
 * them; raw SQL answers the driver's result.
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Database) => Preparable<Result>,
): (db: Database, values?: PlaceholderValues) => Promise<Result>;
export function preparedStatement(
  name: string,
  build: (db: Database) => SQL,
): (db: Database, values?: PlaceholderValues) => Promise<unknown>;
export function preparedStatement(name: string, build: (db: Database) => Preparable<unknown> | SQL) {
  let template: Template | undefined;
  const templateOf = (db: Database): Template => {
    const built = build(db);
    if (is(built, SQL)) return { query: db.execute(built).getQuery(), arrayMode: false };
    const prepared = built.prepare(name) as unknown as DrizzlePrepared;
    const { fields, customResultMapper, joinsNotNullableMap } = prepared;
    return {
      query: prepared.getQuery(),
      fields,
      customResultMapper,
      joinsNotNullableMap,
      arrayMode: prepared.isResponseInArrayMode(),
    };
  };
  return (db: Database, values: PlaceholderValues = {}) => {
    template ??= templateOf(db);
    const { query, fields, arrayMode, customResultMapper, joinsNotNullableMap } = template;
    const prepared = db._.session.prepareQuery(query, fields, name, arrayMode, customResultMapper);
    // Drizzle's select sets this on its prepared query the same way (it nulls a left join's missing row).
    Object.assign(prepared, { joinsNotNullableMap });
    return prepared.execute(values);
  };
}

/** A placeholder encoded as `column` encodes its values (a Date for a timestamp becomes its ISO text). */
export const placeholderFor = (name: string, column: AnyColumn): SQL => sql`${sql.param(sql.placeholder(name), column)}`;
