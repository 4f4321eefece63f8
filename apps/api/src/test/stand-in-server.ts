import { createServer } from 'node:net';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-app.ts';

/** A port free on this machine now, for a server whose address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
