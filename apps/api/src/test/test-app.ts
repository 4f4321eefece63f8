import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#api/app.ts';
import { type Config, loadConfig } from '#api/config.ts';
import { type DatabaseHandle, openDatabase } from '#api/db/client.ts';
import { ensureAdmin } from '#api/modules/accounts/admin-accounts.service.ts';
import { DEMO_ADMIN } from '#api/modules/demo/demo-accounts.ts';
import type { Mailer } from '#api/plugins/mailer.ts';

import { lastResetCode, lastVerificationToken, readOutbox } from './outbox.ts';
import { testSigningKey } from './signing-keys.ts';
import { createPostgresDatabase } from './test-databases.ts';

export { lastResetCode, readOutbox };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's address; undefined on PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  logger?: object;
  /** In place of the outbox folder: a mailer that fails, records or hangs. */
  mailer?: Mailer;
  now?: () => Date;
  /** false: the app is built but never started, so its mail worker never runs (a process that died). */
  start?: boolean;
  /** Hears every statement the app sends to its database. */
  logQuery?: (query: string, params: unknown[]) => void;
}

/**
 * A whole app on a fresh database, already migrated: in-memory PGlite started from the run's migrated
 * data folder, or, with TEST_DATABASE_URL, a new database on that PostgreSQL server copied from the run's
 * template (dropped at close). The app's start still runs the migrations, and finds nothing to do.
 * Files and the mail outbox go to a temporary folder.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-test-'));
  const { database, databaseUrl, drop } = await openTestDatabase(options.logQuery);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CERTIFICATE_SIGNING_KEY: testSigningKey(),
    // What a start outside production assumes; production requires it set.
    PUBLIC_URL: `http://localhost:${env.PORT ?? 5145}`,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? false,
    mailer: options.mailer,
    now: options.now,
  });
  await app.ready();
  // Readying starts the mail worker; a first `inject` would ready the app anyway, so a worker meant never
  // to run is stopped here, before any request (its passes would otherwise run beside the test's own).
  if (options.start === false) await app.ctx.mail.stop();
  return {
    app,
    database,
    databaseUrl,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database with the schema: in-memory PGlite, or, with TEST_DATABASE_URL, a new database on
 * that PostgreSQL server; both start as the run's migrated template when there is one (global-setup.ts).
 * `drop` removes the PostgreSQL one once the handle is closed.
 */
export async function openTestDatabase(logQuery?: TestAppOptions['logQuery']) {
  const server = process.env.TEST_DATABASE_URL;
  const template = inject('migratedTemplate') ?? {};
  const fresh = server ? await createPostgresDatabase(server, template.postgresTemplate) : undefined;
  const database = await openDatabase({
    url: fresh?.url,
    dataDir: 'memory://',
    startFrom: server ? undefined : await templatePgliteImage(template.pgliteImage),
    logQuery,
  });
  return { database, databaseUrl: fresh?.url, drop: async () => fresh?.drop() };
}

let pgliteImage: Promise<Blob> | undefined;

/** The run's migrated PGlite data folder, read once per test file; none without a global setup. */
function templatePgliteImage(file: string | undefined): Promise<Blob> | undefined {
  if (!file) return undefined;
  pgliteImage ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return pgliteImage;
}

/**
 * Another started app on the same database and folders, as a second process would be: on PostgreSQL
 * with its own connections; PGlite is one connection, shared. `config` changes its settings (its own
 * PORT, say). Close it before the first.
 */
export async function createSecondApp(
  t: TestApp,
  options: Omit<TestAppOptions, 'start'> & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const own = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, dataDir: 'memory://' }) : undefined;
  const database = own ?? t.database;
  const app = await buildApp({
    config: { ...t.app.ctx.config, ...options.config },
    db: database.db,
    logger: options.logger ?? false,
    mailer: options.mailer,
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: t.databaseUrl,
    dataDir: t.dataDir,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}

/** The demo admin with a password the tests know; a real start generates one (DATA_DIR/demo-accounts.txt). */
export const TEST_ADMIN = { ...DEMO_ADMIN, password: 'test-admin-password-1' } as const;

/** Creates the demo admin on the test database, as a development start would. */
export async function addDemoAdmin(t: TestApp): Promise<void> {
  await ensureAdmin(t.database.db, TEST_ADMIN);
}

/** The outbox folder once the mail written by earlier requests was sent (a worker sends it after the answer). */
export async function sentMail(t: TestApp): Promise<string[]> {
  await t.app.ctx.mail.drain();
  return readOutbox(t.dataDir);
}

/** The token of the last verification link mailed to this address, once written mail was sent. */
export async function mailedVerificationToken(t: TestApp, email: string): Promise<string> {
  await t.app.ctx.mail.drain();
  return lastVerificationToken(t.dataDir, email);
}

/** The last reset code mailed to this address, once written mail was sent. */
export async function mailedResetCode(t: TestApp, email: string): Promise<string> {
  await t.app.ctx.mail.drain();
  return lastResetCode(t.dataDir, email);
}
