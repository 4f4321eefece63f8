import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { waitForHealth } from '../scripts/server-health.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The server's first start seeds the demo catalogue before it listens. */
export const STARTUP_LIMIT_MS = 180_000;

export interface JourneyServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (built web app, embedded database in `dataDir`, mail to the outbox) and waits for
 * its health check. `clockOffsetMs` starts it with its clock moved forward (shifted-clock.ts): a journey that
 * needs days to pass (a return window) restarts its own server on the same data folder a week later.
 */
export async function startServer(options: { port: number; dataDir: string; clockOffsetMs?: number }): Promise<JourneyServer> {
  const shifted = options.clockOffsetMs ? ['--import', path.join(import.meta.dirname, 'shifted-clock.ts')] : [];
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...shifted, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // PUBLIC_URL stays at its default, http://localhost:<port>, while the journeys browse at
      // 127.0.0.1: a payment must bring the shopper back to the origin she is on (issue 19).
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // Off outside production anyway; said here so the journeys' demo admin never meets the enrolment.
      ADMIN_REQUIRE_2FA: 'false',
      // The alerts' watch and digests every 5 s rather than every minute, so the journeys see them soon.
      ALERTS_INTERVAL_SECONDS: '5',
      E2E_CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(baseUrl, server, STARTUP_LIMIT_MS);
  } catch (error) {
    // Without this the server outlives a failed run and keeps the port.
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
