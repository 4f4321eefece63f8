import { getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The keys of a table's insert type that its rows are written with. */
export type InsertKeys<Table extends PgTable> = readonly (keyof Table['$inferInsert'] & string)[];

/** A row with exactly these keys, each given (a missing one would be written as null, not as its default). */
export type JsonRow<Table extends PgTable, Keys extends InsertKeys<Table>> = {
  [Key in Keys[number]]-?: Exclude<Table['$inferInsert'][Key], undefined>;
};

/**
 * Rows of `table` written from one JSON parameter: `insert` is
 * `insert into <table> (<columns>) select <columns> from jsonb_populate_recordset(null::<table>, <rows>)`,
 * a statement of one shape for any number of rows, so its SQL is built and planned once; `encode`
 * makes the parameter, each row's values under their column names. PostgreSQL converts each value
 * to its column's type; the columns not listed take their defaults.
 */
export function jsonRowsOf<Table extends PgTable, Keys extends InsertKeys<Table>>(table: Table, keys: Keys) {
  const columns = getTableColumns(table);
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return {
    insert: (rows: Placeholder): SQL =>
      sql`insert into ${table} (${columnList}) select ${columnList} from jsonb_populate_recordset(null::${table}, ${rows}::jsonb)`,
    encode: (rows: readonly JsonRow<Table, Keys>[]): string =>
      JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key as Keys[number]]])))),
  };
}
