import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the real server started as `server` answers /api/health, failing early if it exits. The
 * first start seeds the demo catalogue before it listens: about a minute on a busy 2-core machine (README), up to a few.
 */
export async function waitForHealth(baseUrl: string, server: ChildProcess, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${limitMs / 1000} s`);
}
