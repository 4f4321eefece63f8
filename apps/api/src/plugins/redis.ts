import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connection to REDIS_URL. The start waits for it and fails naming the variable, so a wrong address
 * shows at deploy time; once started, an outage is logged once and ioredis reconnects on its own.
 * Commands fail at once while it is away (no offline queue): each caller has its fallback.
 */
/** `name` shows in Redis's CLIENT LIST, e.g. `art-market:commands`. */
export async function openRedis(url: string, log: FastifyBaseLogger, name: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A request never waits long on a Redis that stopped answering without closing the connection.
    commandTimeout: 2_000,
    connectionName: name,
  });
  let healthy = false;
  client.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    log.error({ err: error, connection: name }, 'Redis connection lost; reconnecting');
  });
  client.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log.info({ connection: name }, 'Redis connection ready');
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`, { cause: error });
  }
  return client;
}

/** QUIT when connected, so pending replies arrive; otherwise just drop the reconnecting socket. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
