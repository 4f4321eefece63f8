import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { renderComposition } from '#api/modules/demo/demo-images.ts';
import { type StoredImage, storeImage } from '#api/plugins/images.ts';
import { type S3Settings, S3Storage } from '#api/plugins/s3-storage.ts';
import { LocalDiskStorage, PUBLIC_AREAS } from '#api/plugins/storage.ts';
import {
  CONNECTIONS,
  cycle,
  DURATION_SECONDS,
  productionSecrets,
  replaceSection,
  repoRoot,
  stop,
  untilServing,
} from './bench-support.ts';

// File serving, local disk against an S3-compatible bucket (ADR 0019), in one run: the same images served
// by the real server from DATA_DIR and from the bucket, and the bucket answering signed URLs itself (what a
// redirect design would send browsers to). `node --import tsx apps/api/src/scripts/bench-files.ts` runs
// this part alone; `npm run bench` runs it last. Either replaces its section of docs/benchmarks.md.

const HEADING = '## File serving';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IMAGES = 40;
/** Clock ticks per second in /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

interface Run {
  requestsPerSecond: number;
  megabytesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request of the API process and of the S3 server, in ms (undefined without /proc or without that process). */
  apiCpuMs?: number;
  bucketCpuMs?: number;
}

interface Target {
  name: string;
  port: number;
  paths: string[];
  api?: ChildProcess;
  bucket: ChildProcess;
}

export async function benchFiles(): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'art-market-bench-files-'));
  const s3rver = await startS3rver(path.join(work, 's3rver'));
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${s3rver.port}`,
    bucket: 'art-market-bench',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const bucket = new S3Storage(settings);
  const servers: ChildProcess[] = [s3rver.process];
  try {
    await bucket.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
    const diskDir = path.join(work, 'disk');
    const images = await storeSameImages(new LocalDiskStorage(diskDir), bucket);
    const disk = await startApi(diskDir, {});
    const inBucket = await startApi(path.join(work, 'bucket-instance'), {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    servers.push(disk.process, inBucket.process);
    const kinds = {
      'WebP, 480 wide (grids)': images.map((image) => image.smallWebpUrl),
      'WebP, 1600 wide (artwork page)': images.map((image) => image.webpUrl),
    };
    const results: Record<string, Record<string, Run>> = {};
    for (const [kind, paths] of Object.entries(kinds)) {
      const signed = await Promise.all(
        paths.map(async (storedPath) => {
          const url = await getSignedUrl(
            bucket.client,
            new GetObjectCommand({ Bucket: settings.bucket, Key: storedPath.slice(1) }),
            { expiresIn: 3600 },
          );
          return url.slice(settings.endpoint.length);
        }),
      );
      const targets: Target[] = [
        { name: 'API, local disk', port: disk.port, paths, api: disk.process, bucket: s3rver.process },
        { name: 'API, streamed from the bucket', port: inBucket.port, paths, api: inBucket.process, bucket: s3rver.process },
        { name: 'the bucket itself, signed URLs', port: s3rver.port, paths: signed, bucket: s3rver.process },
      ];
      results[kind] = await measureInTurns(targets);
      console.log(kind, results[kind]);
    }
    const section = renderFiles(results, await sizesOf(diskDir, kinds), await signingCost(bucket, settings.bucket));
    console.log(section);
    await replaceSection(HEADING, section);
  } finally {
    bucket.close();
    await Promise.all(servers.map((server) => stop(server)));
    await rm(work, { recursive: true, force: true });
  }
}

/** Photo-like images (a composition with grain, so they compress like a photograph), stored once on disk and copied byte for byte to the bucket. */
async function storeSameImages(disk: LocalDiskStorage, bucket: S3Storage): Promise<StoredImage[]> {
  const images: StoredImage[] = [];
  for (let index = 0; index < IMAGES; index++) {
    const composition = await renderComposition(index * 17 + 3, 1600, 2000);
    const grain = await sharp({
      create: {
        width: 1600,
        height: 2000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .png()
      .toBuffer();
    const photo = await sharp(composition)
      .composite([{ input: grain, blend: 'overlay' }])
      .jpeg({ quality: 85 })
      .toBuffer();
    images.push(await storeImage(disk, photo));
  }
  for (const area of PUBLIC_AREAS) {
    for (const name of await readdir(disk.directoryOf(area))) {
      await bucket.put(area, name, await readFile(path.join(disk.directoryOf(area), name)));
    }
  }
  return images;
}

/** Each target in turn, ROUNDS times (drift on shared cores falls on all of them), keeping each one's median run. */
async function measureInTurns(targets: Target[]): Promise<Record<string, Run>> {
  const runs: Record<string, Run[]> = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) runs[target.name]?.push(await measure(target, round === 0));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      const median = sorted[Math.floor(sorted.length / 2)] as Run;
      return [name, { ...median, errors: list.reduce((sum, run) => sum + run.errors, 0) }];
    }),
  );
}

async function measure(target: Target, warmUp: boolean): Promise<Run> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${target.port}`,
      connections: CONNECTIONS,
      duration,
      requests: cycle(target.paths.map((filePath) => ({ path: filePath }))),
    });
  if (warmUp) await run(1);
  const before = { api: cpuTicks(target.api), bucket: cpuTicks(target.bucket) };
  const result = await run(DURATION_SECONDS);
  if (target.api && target.api.exitCode !== null) throw new Error(`${target.name}: the server stopped during the run`);
  const perRequest = (start: number | undefined, process: ChildProcess | undefined) => {
    const end = cpuTicks(process);
    return start === undefined || end === undefined
      ? undefined
      : ((end - start) * 1000) / TICKS_PER_SECOND / Math.max(result.requests.total, 1);
  };
  return {
    requestsPerSecond: result.requests.average,
    megabytesPerSecond: result.throughput.average / 1e6,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    apiCpuMs: perRequest(before.api, target.api),
    bucketCpuMs: perRequest(before.bucket, target.bucket),
  };
}

/** User and system CPU of a process (every thread), in clock ticks; undefined without /proc. */
function cpuTicks(process: ChildProcess | undefined): number | undefined {
  if (!process?.pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** What a redirect design adds per image on the API: one presigned URL, its CPU measured here in process (ms). */
async function signingCost(bucket: S3Storage, bucketName: string): Promise<number> {
  const count = 5_000;
  const started = process.cpuUsage();
  for (let index = 0; index < count; index++) {
    await getSignedUrl(bucket.client, new GetObjectCommand({ Bucket: bucketName, Key: `webp/c${index}.webp` }), {
      expiresIn: 300,
    });
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / count;
}

async function sizesOf(diskDir: string, kinds: Record<string, string[]>): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [kind, paths] of Object.entries(kinds)) {
    const bytes = await Promise.all(paths.map(async (storedPath) => (await readFile(path.join(diskDir, storedPath))).length));
    sizes[kind] = bytes.reduce((sum, size) => sum + size, 0) / bytes.length;
  }
  return sizes;
}

/** s3rver in its own process, as a bucket service would be, so its work is not counted against the load client. */
async function startS3rver(directory: string): Promise<{ port: number; process: ChildProcess }> {
  const script = `const S3rver = require('s3rver');
new S3rver({ address: '127.0.0.1', port: 0, directory: ${JSON.stringify(directory)}, silent: true })
  .run().then(({ port }) => console.log(port));`;
  const child = spawn(process.execPath, ['-e', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return { port, process: child };
}

/** A port nobody listens on now: other benches on this machine take fixed ranges. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startApi(dataDir: string, extraEnv: Record<string, string>): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...productionSecrets,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing(`http://127.0.0.1:${port}/api/health`, child);
  return { port, process: child };
}

function renderFiles(results: Record<string, Record<string, Run>>, sizes: Record<string, number>, signingMs: number): string {
  const ms = (value: number | undefined) => (value === undefined ? 'not measured' : value.toFixed(2));
  const rows = Object.entries(results).flatMap(([kind, runs]) =>
    Object.entries(runs).map(
      ([name, run]) =>
        `| ${kind}, ${Math.round((sizes[kind] ?? 0) / 1000)} kB | ${name} | ${run.requestsPerSecond.toFixed(0)} | ${run.megabytesPerSecond.toFixed(1)} | ${run.p50} | ${run.p99} | ${ms(run.apiCpuMs)} | ${ms(run.bucketCpuMs)} | ${run.errors} |`,
    ),
  );
  const cores = os.cpus().length;
  return `
${HEADING}

The same ${IMAGES} photo-like images (each stored by the upload pipeline, then copied byte for byte to the bucket),
${CONNECTIONS} connections cycling through them with autocannon, ${ROUNDS} rounds of ${DURATION_SECONDS} s taken in turns, the median round
reported. The bucket is s3rver, an S3-compatible server in Node, in its own process on the same machine; the API
is the real server (\`server.ts\`, production) in its own process, once with files in \`DATA_DIR\` and once with the
S3_* variables set. "The bucket itself, signed URLs" is what a redirect design would send browsers to: the load
client fetches presigned URLs from s3rver directly. CPU per request is read from \`/proc\` around each run.
Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'an unknown CPU'} (${cores} cores, shared), one-minute load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end.
Run alone with \`node --import tsx apps/api/src/scripts/bench-files.ts\`.

| file | served by | requests/s | MB/s | p50 ms | p99 ms | API CPU ms/request | bucket CPU ms/request | errors |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

A redirect design would add, per image, one presigned URL on the API (${(signingMs * 1000).toFixed(0)} µs of CPU each, measured in
process) and a 302 answer, and a second round trip for the browser before the first byte. What this means for
the choice: ADR 0019.
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchFiles();
