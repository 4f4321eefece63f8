import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { categoryPath } from '@art-market/domain/rules';
import { waitForHealth } from './server-health.ts';

// `npm run lighthouse`: Lighthouse's default mobile run (simulated slow 4G, 4x CPU slowdown) in Debian's
// Chromium against the real server on a fresh embedded database with the demo catalogue. It builds
// nothing: run `npm run build` first. LIGHTHOUSE_RUNS=3 keeps each page's median run by performance.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const HEADING = '## Phone browser (Lighthouse)';
const CATEGORY_PAGE = categoryPath('Oil Paintings');

interface PageResult {
  name: string;
  path: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  /** Every run's performance score, lowest first: the spread says how much the machine's load moved it. */
  performanceRuns: number[];
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server's first start on a busy machine (the demo catalogue is seeded before it listens). */
const STARTUP_LIMIT_MS = 240_000;

/** One Lighthouse run in a fresh Chromium, through the CLI (its default config is the mobile one). */
type RunResult = PageResult['scores'] & Record<'lcp' | 'cls' | 'fcp' | 'tbt', number>;

async function runLighthouse(url: string, outFile: string, attempt = 1): Promise<RunResult> {
  try {
    return await runLighthouseOnce(url, outFile);
  } catch (error) {
    // Lighthouse sometimes loses the trace on a busy machine ("Please run Lighthouse again"): it asks for a rerun.
    if (attempt >= 3 || !String((error as { stderr?: string }).stderr ?? error).includes('run Lighthouse again')) throw error;
    return runLighthouse(url, outFile, attempt + 1);
  }
}

async function runLighthouseOnce(url: string, outFile: string): Promise<RunResult> {
  await promisify(execFile)(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(outFile, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

async function measure(baseUrl: string, name: string, pagePath: string, workDir: string): Promise<PageResult> {
  const all: RunResult[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await runLighthouse(baseUrl + pagePath, path.join(workDir, `lh-${run}.json`));
    console.log(
      `  ${name} run ${run + 1}: perf ${result.performance}  LCP ${(result.lcp / 1000).toFixed(2)} s  ` +
        `FCP ${(result.fcp / 1000).toFixed(2)} s  TBT ${Math.round(result.tbt)} ms`,
    );
    all.push(result);
  }
  all.sort((a, b) => a.performance - b.performance);
  const median = all[Math.floor(all.length / 2)] as RunResult;
  return {
    name,
    path: pagePath,
    scores: {
      performance: median.performance,
      accessibility: median.accessibility,
      'best-practices': median['best-practices'],
      seo: median.seo,
    },
    performanceRuns: all.map((run) => run.performance),
    lcpMs: median.lcp,
    cls: median.cls,
    fcpMs: median.fcp,
    tbtMs: median.tbt,
  };
}

/** `loadAverage`: the machine's one-minute load average before the server started; other work shows up as Total Blocking Time. */
function renderSection(results: PageResult[], chromium: string, loadAverage: number): string {
  const spread = (r: PageResult) =>
    r.performanceRuns.length > 1 ? ` (${r.performanceRuns[0]}-${r.performanceRuns[r.performanceRuns.length - 1]})` : '';
  const rows = results.map(
    (r) =>
      `| ${r.name} (\`${r.path.replace(/\/product\/.*/, '/product/{id}')}\`) | ${r.scores.performance}${spread(r)} | ${r.scores.accessibility} | ` +
      `${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ` +
      `${(r.fcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms |`,
  );
  return [
    HEADING,
    '',
    `Run with \`npm run build && npm run lighthouse\`. Measured ${new Date().toISOString().slice(0, 10)}: Lighthouse 12.8 default`,
    `mobile run (simulated slow 4G and 4x CPU slowdown) in ${chromium}, ${runs === 1 ? 'one run' : `median of ${runs} runs (performance: lowest-highest in brackets)`} per page,`,
    `against the real server on a fresh embedded database with the demo catalogue; ${cpus().length} shared cores.`,
    `The one-minute load average was ${loadAverage.toFixed(1)} before the server started (above 0.5, other work shares the cores`,
    'and Total Blocking Time, then the performance score, moves from run to run).',
    'Targets: performance >= 95, LCP <= 2.5 s, CLS <= 0.05, every other category >= 95.',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | FCP | TBT |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Replaces the section (up to the next "## ") in docs/benchmarks.md, or adds it at the end. */
async function writeSection(section: string): Promise<void> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8');
  const start = current.indexOf(HEADING);
  if (start === -1) return writeFile(file, `${current.trimEnd()}\n\n${section}`);
  const next = current.indexOf('\n## ', start + HEADING.length);
  const after = next === -1 ? '' : `\n${current.slice(next + 1)}`;
  await writeFile(file, `${current.slice(0, start)}${section}${after}`);
}

async function main(): Promise<void> {
  const loadAverage = loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server, STARTUP_LIMIT_MS);
    const list = (await (await fetch(`${baseUrl}/api/Product?page=1&pageSize=1`)).json()) as { id: string }[];
    const artwork = list[0];
    if (!artwork) throw new Error('the demo catalogue has no artworks');
    const { stdout: chromium } = await promisify(execFile)(chromePath, ['--version']);
    const pages: [string, string][] = [
      ['Home', '/'],
      ['Category', CATEGORY_PAGE],
      ['Artwork', `/product/${artwork.id}`],
    ];
    // A warm-up request per page: the first answers fill the server's catalogue cache, as on a live site.
    for (const [, pagePath] of pages) await fetch(baseUrl + pagePath);
    const results: PageResult[] = [];
    for (const [name, pagePath] of pages) {
      const result = await measure(baseUrl, name, pagePath, dataDir);
      results.push(result);
      console.log(
        `${name.padEnd(9)} perf ${result.scores.performance}  a11y ${result.scores.accessibility}  bp ${result.scores['best-practices']}  ` +
          `seo ${result.scores.seo}  LCP ${(result.lcpMs / 1000).toFixed(2)} s  CLS ${result.cls.toFixed(3)}  ` +
          `FCP ${(result.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(result.tbtMs)} ms`,
      );
    }
    await writeSection(renderSection(results, chromium.trim(), loadAverage));
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
