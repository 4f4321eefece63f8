import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './journey-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const port = Number(process.env.E2E_PORT ?? 5190);

/** Starts the real server (built web app, fresh embedded database, mail to the outbox) for the run. */
export default async function setup(project: TestProject) {
  // A server left running on the port (an interrupted run) would answer the health check and be tested instead.
  await assertPortFree(port);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-e2e-'));
  const { baseUrl, stop } = await startServer({ port, dataDir });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop();
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
