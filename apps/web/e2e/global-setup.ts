import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { waitForHealth } from '../scripts/server-health.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 5190);
/** The server's first start seeds the demo catalogue before it listens. */
const STARTUP_LIMIT_MS = 180_000;

/** Starts the real server (built web app, fresh embedded database, mail to the outbox) for the run. */
export default async function setup(project: TestProject) {
  // A server left running on the port (an interrupted run) would answer the health check and be tested instead.
  await assertPortFree(port);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      // PUBLIC_URL stays at its default, http://localhost:<port>, while the journeys browse at
      // 127.0.0.1: a payment must bring the shopper back to the origin she is on (issue 19).
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Off outside production anyway; said here so the journeys' demo admin never meets the enrolment.
      ADMIN_REQUIRE_2FA: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, STARTUP_LIMIT_MS);
  } catch (error) {
    // Without this the server outlives a failed run and keeps the port.
    server.kill('SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

function assertPortFree(portToCheck: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${portToCheck} is already in use: stop what listens there, or set E2E_PORT`)),
    );
    probe.listen(portToCheck, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
