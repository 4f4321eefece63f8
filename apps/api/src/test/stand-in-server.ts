import Fastify, { type FastifyPluginAsync } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { adminToken } from './factories.ts';
import { freePort } from './free-port.ts';
import { addDemoAdmin, createTestApp, openTestDatabase } from './test-app.ts';

/** Serves a provider stand-in's plugin on a local port (a free one unless given) and answers its base URL. */
export async function listenOnFreePort(plugin: FastifyPluginAsync, port = 0) {
  const server = Fastify();
  await server.register(plugin);
  await server.listen({ port, host: '127.0.0.1' });
  const address = server.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { baseUrl, close: () => server.close() };
}

/**
 * Where a stand-in keeps its sandbox state: the database of the app it serves, or, without one, a
 * test database of its own, closed with it.
 */
export async function standInDatabase(db: Database | undefined): Promise<{ db: Database; close(): Promise<void> }> {
  if (db) return { db, close: async () => undefined };
  const own = await openTestDatabase();
  return {
    db: own.database.db,
    async close() {
      await own.database.close();
      await own.drop();
    },
  };
}

export interface StandInOptions {
  /** The database of the app the stand-in serves; without it, the stand-in opens one of its own. */
  db?: Database;
  /** A port reserved for it (the app was built knowing it); a free one otherwise. */
  port?: number;
}

/** What a stand-in serves: a sandbox's plugin, whose links are built on `publicBase`. */
interface Sandbox {
  plugin: FastifyPluginAsync;
  publicBase: string;
}

/**
 * A provider stand-in: the sandbox `create` makes, listening on a real port, so an adapter is tested
 * over HTTP, never through mocked functions. `env` (from `envFor`) points an app at it.
 */
export async function serveStandIn<S extends Sandbox, Env>(
  create: (db: Database) => S,
  envFor: (baseUrl: string) => Env,
  options: StandInOptions,
) {
  const store = await standInDatabase(options.db);
  const sandbox = create(store.db);
  const server = await listenOnFreePort(sandbox.plugin, options.port);
  sandbox.publicBase = server.baseUrl;
  return {
    sandbox,
    env: envFor(server.baseUrl),
    async close() {
      await server.close();
      await store.close();
    },
  };
}

export interface StandInAppOptions {
  /** More settings for the app. */
  env?: Record<string, string>;
  /** The app's clock. */
  now?: () => Date;
}

/**
 * A whole app on a fresh database that pays through a stand-in on a port reserved for it before the
 * app is built; the stand-in keeps its state in the app's database. With the demo admin and its token.
 */
export async function createTestAppWithStandIn<StandIn extends { close(): Promise<void> }>(
  envFor: (baseUrl: string) => Record<string, string>,
  start: (options: StandInOptions) => Promise<StandIn>,
  options: StandInAppOptions,
) {
  const port = await freePort();
  const t = await createTestApp({ ...envFor(`http://127.0.0.1:${port}`), ...options.env }, options);
  const standIn = await start({ db: t.database.db, port });
  await addDemoAdmin(t);
  const admin = await adminToken(t.app);
  return {
    t,
    standIn,
    admin,
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}
