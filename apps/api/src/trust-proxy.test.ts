import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';

let dataDir: string;
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-proxy-'));
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The app as configured, plus a route that answers the client address the app settled on. */
async function appTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  app.get('/client-address', async (request) => ({ ip: request.ip }));
  apps.push(app);
  return app;
}

const addressSeen = async (app: FastifyInstance, socket: string, forwardedFor: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/client-address',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    })
  ).json().ip;

describe('client addresses behind proxies', () => {
  it('ignores X-Forwarded-For by default', async () => {
    const app = await appTrusting(undefined);
    expect(await addressSeen(app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
  });

  it('with TRUST_PROXY=1 takes the last hop, the one the proxy added, not one the client wrote', async () => {
    const app = await appTrusting('1');
    expect(await addressSeen(app, '10.0.0.1', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with an address list trusts only those proxies', async () => {
    const app = await appTrusting('10.0.0.1,10.1.0.0/16');
    expect(await addressSeen(app, '10.0.0.1', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(app, '10.0.0.1', '1.2.3.4, 10.1.2.3')).toBe('1.2.3.4');
    expect(await addressSeen(app, '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
  });
});
