import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PoolStats } from '../plugins/metrics.plugin.ts';
import * as schema from './schema.ts';

/** One type for both drivers: PGlite (embedded) and PostgreSQL through `pg`. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How busy the PostgreSQL pool is (for /metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: PostgreSQL when a connection string is given, otherwise PGlite in
 * `dataDir` (or in memory with `memory://`). Migrations run before the handle is returned.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.url) {
    // No JIT: the catalogue's statements are short, and a facet count's lazy subqueries add up to a plan cost
    // past jit_above_cost, which made PostgreSQL spend 200+ ms compiling for a 5 ms query (measured on 15).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // An idle connection can be cut by the server (restart, failover, a dropped test database);
    // the pool replaces it on next use, so it is reported, not left to crash the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePostgres(pool, { schema });
    await migrateNodePostgres(db, { migrationsFolder });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Database, kind: 'postgres', poolStats, close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
