import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import { bootstrapAtStart } from './bootstrap.ts';
import { type Config, InvalidConfiguration, loadConfig } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/client.ts';
import { DataFolderInUse } from './db/data-folder-lock.ts';
import { PublishedDemoPasswordsInUse } from './modules/demo/published-passwords.service.ts';

export interface PreparedInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Lines for the start banner (demo logins). */
  notices: string[];
}

/** The embedded database's folder inside DATA_DIR. */
export const embeddedDatabaseFolder = (config: Config) => path.join(config.DATA_DIR, 'pglite');

/**
 * Opens the database and builds the app, then brings the schema up to date and does the start-up work
 * (checks for older data, admins, the demo catalogue) as the only instance doing so: instances started together on
 * one PostgreSQL database take turns, and each after the first finds the work done. The app is not
 * started yet: `listen` (the server) or `ready` does that.
 */
export async function prepareInstance(
  config: Config,
  options: Omit<AppOptions, 'config' | 'db'> = {},
): Promise<PreparedInstance> {
  const database = await connectDatabase({ url: config.DATABASE_URL, dataDir: embeddedDatabaseFolder(config) });
  let app: FastifyInstance | undefined;
  try {
    const built = await buildApp({ ...options, config, db: database.db, poolStats: database.poolStats });
    app = built;
    const notices = await database.duringStartUp(async () => {
      await database.migrate();
      return bootstrapAtStart(built.ctx, { embedded: database.kind === 'pglite' }, built.log);
    }, built.log);
    return { app: built, database, notices };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

/**
 * What a start command (serve, migrate) runs: the configuration, then the instance. A refusal the operator
 * must act on (a missing variable, the embedded database in use) is one message and exit 1, no stack.
 */
export async function startCommand(
  options: Omit<AppOptions, 'config' | 'db'> = {},
): Promise<PreparedInstance & { config: Config }> {
  try {
    const config = loadConfig();
    return { config, ...(await prepareInstance(config, options)) };
  } catch (error) {
    const refusal =
      error instanceof InvalidConfiguration || error instanceof DataFolderInUse || error instanceof PublishedDemoPasswordsInUse;
    if (!refusal) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
