import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PoolStats } from '#api/plugins/metrics.plugin.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { isConnectionLost } from './errors.ts';
import * as schema from './schema.ts';

/** One type for both drivers: PGlite (embedded) and PostgreSQL through `pg`. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How busy the PostgreSQL pool is (for /metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
  /** Brings the schema up to date (the committed migrations); call it inside `duringStartUp`. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations and the start-up work) as the only instance doing so: on PostgreSQL under a
   * session advisory lock, so instances started together take turns and each finds the others' work
   * done; PGlite's folder lock already makes its process the only one.
   */
  duringStartUp<T>(work: () => Promise<T>, log?: StartUpLog): Promise<T>;
  close(): Promise<void>;
}

export type StartUpLog = Pick<Console, 'info'>;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const pgliteExtensions = { pg_trgm };

/** One key for every start-up of every instance: the server's, `npm run migrate`'s and `admin:create`'s. */
const START_UP_LOCK_KEY = 'art-market:start-up';

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  /**
   * PGlite only: a data folder saved by `migratedPgliteImage` for an in-memory database to start as, in
   * place of an empty one (the tests start every database from one image instead of migrating each).
   */
  startFrom?: Blob;
  /** Hears every statement sent, with its parameters (tests that compare the work two requests do). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/**
 * Opens the database: PostgreSQL when a connection string is given, otherwise PGlite in `dataDir`
 * (or in memory with `memory://`), which a second process is refused. The schema is left as found.
 */
export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logQuery && { logQuery: options.logQuery };
  return options.url
    ? connectPostgres(options.url, logger)
    : connectPglite(options.dataDir, { startFrom: options.startFrom, logger });
}

/** Opens the database and brings its schema up to date (tests and one-off scripts). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const database = await connectDatabase(options);
  try {
    await database.duringStartUp(() => database.migrate());
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function connectPostgres(url: string, logger?: Logger): DatabaseHandle {
  // No JIT: the catalogue's statements are short, and a facet count's lazy subqueries add up to a plan cost
  // past jit_above_cost, which made PostgreSQL spend 200+ ms compiling for a 5 ms query (measured on 15).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  surviveLostConnections(pool);
  const db = drizzleNodePostgres(pool, { schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    duringStartUp: (work, log) => withStartUpLock(url, work, log),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Holds the start-up lock on a connection of its own while `work` runs on the pool. The lock belongs to
 * that session, so an instance that dies mid-way releases it with its connection.
 */
async function withStartUpLock<T>(url: string, work: () => Promise<T>, log?: StartUpLog): Promise<T> {
  const holder = new pg.Client({ connectionString: url });
  listenForConnectionLoss(holder);
  await holder.connect();
  try {
    const { rows } = await holder.query<{ taken: boolean }>('select pg_try_advisory_lock(hashtext($1)) as taken', [
      START_UP_LOCK_KEY,
    ]);
    if (!rows[0]?.taken) {
      log?.info('another instance is starting up on this database: waiting for it to finish');
      await holder.query('select pg_advisory_lock(hashtext($1))', [START_UP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      // A holder whose connection was lost has nothing left to unlock: the lock ended with its session.
      await holder.query('select pg_advisory_unlock(hashtext($1))', [START_UP_LOCK_KEY]).catch((error: unknown) => {
        if (!isConnectionLost(error)) throw error;
      });
    }
  } finally {
    await holder.end();
  }
}

/**
 * Any connection can be cut by the server (a restart, a failover, pg_terminate_backend, an idle reaper).
 * A pg Client with no 'error' listener throws that error out of the socket's handler and ends the process,
 * and the pool listens only while a client is idle: so every client gets its own listener for its whole
 * life. The queries on a lost client fail (a 503 to retry, see isConnectionLost), and a client lent out
 * is given back at once, which drops it: its holder may never give it back (Drizzle's transaction does
 * not when its BEGIN fails), and after ten such losses every request would wait for a free connection.
 * The pool opens new connections on demand.
 */
function surviveLostConnections(pool: pg.Pool): void {
  const lent = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) =>
    listenForConnectionLoss(client, (error) => {
      if (!lent.has(client)) return;
      const release = client.release;
      // The holder's own release, later, is then a no-op instead of pg-pool's "released twice" error.
      client.release = () => {};
      release(error);
    }),
  );
  // The pool repeats an idle client's error here: already reported by the client's own listener.
  pool.on('error', () => {});
}

/** Reports a lost connection once per client, so it does not end the process, then runs `lost`. */
function listenForConnectionLoss(client: pg.Client, lost?: (error: Error) => void): void {
  client.once('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    // A broken client can repeat its error (a second socket event): heard, and already reported.
    client.on('error', () => {});
    lost?.(error);
  });
}

/**
 * An in-memory PGlite with every committed migration applied, saved as its data folder (uncompressed,
 * as PGlite's own `clone()` does): `startFrom` for databases that should begin migrated.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ dataDir: 'memory://', extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    // Flushed first, so a database started from the image has no log to replay.
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function connectPglite(
  dataDir: string,
  { startFrom, logger }: { startFrom?: Blob; logger?: Logger } = {},
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (startFrom && !inMemory) throw new Error('startFrom is for an in-memory database (memory://) only');
  if (!inMemory) mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = inMemory ? undefined : lockDataFolder(dataDir);
  try {
    if (!inMemory) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir, loadDataDir: startFrom, extensions: pgliteExtensions });
    const db = drizzlePglite(client, { schema, logger });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      duringStartUp: (work) => work(),
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
