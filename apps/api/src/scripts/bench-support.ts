import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Measurement } from './bench-catalog.ts';

// What every part of `npm run bench` measures with: one load shape, one way to stop a server it
// started, and one way to write its section of docs/benchmarks.md.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const CONNECTIONS = 50;

/**
 * What production refuses to start without (the session secret, the certificates' Ed25519 key), made once per
 * run: every server a run starts shares them, as a deployment's instances do.
 */
export const productionSecrets = {
  JWT_SECRET: 'bench-only-secret-0123456789abcdefghijkl',
  CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
};

/**
 * autocannon's load on `target`, a port on 127.0.0.1 or a base URL (a one-second warm-up first, unless told not
 * to), averaged. `headers` go with every request.
 */
export async function measure(
  target: number | string,
  requests: autocannon.Request[],
  { warmUp = true, connections = CONNECTIONS, headers = {} as Record<string, string> } = {},
): Promise<Measurement> {
  const run = (duration: number) =>
    autocannon({
      url: typeof target === 'number' ? `http://127.0.0.1:${target}` : target,
      connections,
      duration,
      headers,
      requests: requests.length > 1 ? cycle(requests) : requests,
    });
  if (warmUp) await run(1);
  const result = await run(DURATION_SECONDS);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Many paths (artworks) are visited in turn, each connection moving through the list. */
export function cycle(requests: autocannon.Request[]): autocannon.Request[] {
  let index = 0;
  return [
    {
      setupRequest: (request) => {
        const next = requests[index++ % requests.length] as autocannon.Request;
        return { ...request, path: next.path };
      },
    },
  ];
}

/** Stops a server the bench started, and waits until it has gone. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Until `url` answers 200 while `child` runs (so the answer is the child's, not another process's that took the
 * port meanwhile), asking every `everyMs`: fails when the child exits, or after `withinMs`.
 */
export async function untilServing(url: string, child: ChildProcess, { everyMs = 250, withinMs = 60_000 } = {}): Promise<void> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up && child.exitCode === null) return;
    if (performance.now() > deadline) throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Puts `section` (starting with `heading`) in docs/benchmarks.md in place of the old one, or at the end. */
export async function replaceSection(heading: string, section: string): Promise<void> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const start = current.indexOf(`\n${heading}\n`);
  if (start === -1) return writeFile(file, `${current.trimEnd()}\n${section}`);
  const next = current.indexOf('\n## ', start + heading.length + 2);
  const after = next === -1 ? '' : current.slice(next);
  await writeFile(file, `${current.slice(0, start).trimEnd()}\n${section}${after}`);
}
