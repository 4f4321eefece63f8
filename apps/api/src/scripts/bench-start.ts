import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUNDLE_DIR } from '#api/server-bundle.ts';
import { replaceSection, repoRoot, stop, untilServing } from './bench-support.ts';

// BENCH_ONLY=start npm run bench: how long a start takes to answer its first request (issue 31). In turns, in
// one run: a warm start (an embedded database already there, no migration due), a first start on an empty
// DATA_DIR (migrations and the demo seed), the web build with and without changes, and a yardstick (a bare
// Fastify listen), so the figures read as ratios whatever else the machine is doing.

const HEADING = '## Start';
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const PORT = 5390;
const HEALTH = `http://127.0.0.1:${PORT}/api/health`;

/** What a person's shell gives `npm start`: no database URL, no NODE_ENV, the embedded database in DATA_DIR. */
const startEnvironment = (dataDir: string) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.homedir(),
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
});

const YARDSTICK = `import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: ${PORT}, host: '127.0.0.1' });`;

/** The commands, each started from the repository as a person would. */
const STARTS = {
  yardstick: [process.execPath, '--input-type=module', '-e', YARDSTICK],
  serve: [process.execPath, 'apps/api/serve.mjs'],
  sources: [process.execPath, '--import', 'tsx', 'apps/api/src/server.ts'],
} as const;

/** Milliseconds from the spawn to the first 200 of /api/health; the process is stopped after. */
async function timeToFirstAnswer(command: readonly string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: repoRoot,
    env: startEnvironment(dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // Asked often: the time to the first answer is what is measured. A first start seeds the demo: minutes when busy.
    await untilServing(HEALTH, child, { everyMs: 10, withinMs: 600_000 });
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

/** Milliseconds `npm run build` takes (with `--force`: the whole Vite build). */
async function timeBuild(force: boolean): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'build', ...(force ? ['--', '--force'] : [])], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run build exited with ${code}`);
  return performance.now() - started;
}

type Measured = Record<'yardstick' | 'warm' | 'warmSources' | 'first' | 'buildUnchanged' | 'buildFull', number[]>;

/** Every kind in each round, so drift on the shared cores falls on all of them. */
async function measureStarts(): Promise<Measured> {
  const runs: Measured = { yardstick: [], warm: [], warmSources: [], first: [], buildUnchanged: [], buildFull: [] };
  const warmDir = await mkdtemp(path.join(os.tmpdir(), 'art-market-bench-start-warm-'));
  try {
    // The warm database: a first start's, demo and all.
    await timeToFirstAnswer(STARTS.serve, warmDir);
    for (let round = 0; round < RUNS; round++) {
      runs.buildFull.push(await timeBuild(true));
      runs.buildUnchanged.push(await timeBuild(false));
      runs.yardstick.push(await timeToFirstAnswer(STARTS.yardstick, warmDir));
      runs.warm.push(await timeToFirstAnswer(STARTS.serve, warmDir));
      runs.warmSources.push(await timeToFirstAnswer(STARTS.sources, warmDir));
      // A fresh clone has no bundle either: the first start writes it.
      await rm(BUNDLE_DIR, { recursive: true, force: true });
      const firstDir = await mkdtemp(path.join(os.tmpdir(), 'art-market-bench-start-first-'));
      try {
        runs.first.push(await timeToFirstAnswer(STARTS.serve, firstDir));
      } finally {
        await rm(firstDir, { recursive: true, force: true });
      }
      console.log(
        `start round ${round + 1}: ${Object.entries(runs)
          .map(([name, ms]) => `${name} ${seconds(ms.at(-1))}`)
          .join(', ')}`,
      );
    }
  } finally {
    await rm(warmDir, { recursive: true, force: true });
  }
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number | undefined) => ((ms ?? Number.NaN) / 1000).toFixed(2);

function render(runs: Measured, load: { start: number; end: number }): string {
  const yardstick = median(runs.yardstick);
  const row = (name: string, values: number[]) =>
    `| ${name} | ${seconds(median(values))} | ${(median(values) / yardstick).toFixed(1)}x | ${values.map((ms) => seconds(ms)).join(', ')} |`;
  const firstNpmStart = median(runs.buildFull) + median(runs.first);
  const day = new Date().toISOString().slice(0, 10);
  return `
${HEADING}

\`BENCH_ONLY=start npm run bench\` (\`apps/api/src/scripts/bench-start.ts\`): seconds from starting the command to the
first 200 of \`/api/health\`, medians of ${RUNS} rounds in which every kind runs once, in turns. Measured ${day} on
${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), one-minute load average ${load.start.toFixed(1)} as it started and
${load.end.toFixed(1)} at the end. Each start has the environment of a plain shell (\`npm start\`'s: no \`NODE_ENV\`,
the embedded database in \`DATA_DIR\`). The yardstick is a bare Fastify listen started the same way.

| | seconds | of the yardstick | runs |
|---|---|---|---|
${row('yardstick: a bare Fastify listen (`node -e`)', runs.yardstick)}
${row('warm start, `npm run serve` (the cached bundle)', runs.warm)}
${row('warm start from the sources through tsx (`npm run serve` before issue 31)', runs.warmSources)}
${row('first start: empty `DATA_DIR`, no bundle (migrations, demo seed)', runs.first)}
${row('`npm run build`, nothing changed (Vite skipped)', runs.buildUnchanged)}
${row('`npm run build -- --force` (the whole Vite build)', runs.buildFull)}

A fresh clone's first \`npm start\` is the whole build plus the first start: **${seconds(firstNpmStart)} s** (target: 60 s,
even on a busy machine). A warm \`npm start\` is the unchanged build plus the warm start:
**${seconds(median(runs.buildUnchanged) + median(runs.warm))} s**; \`npm run serve\` alone answers in **${seconds(median(runs.warm))} s** (target: 2 s on a quiet machine).
Where a start's time goes, phase by phase, and what was cut: ADR 0051.
`;
}

/** The start's rows, written as their section of docs/benchmarks.md. */
export async function benchStart(): Promise<void> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const runs = await measureStarts();
  const section = render(runs, { start: loadAtStart, end: os.loadavg()[0] ?? 0 });
  console.log(section);
  await replaceSection(HEADING, section);
}
