import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOP_LIMIT_MS } from './instance-stop.ts';
import { pngImage, productSubmission, vendorFields, vendorForm } from './test/factories.ts';
import { freePort } from './test/free-port.ts';

// The real server process (`npm run serve`) on the embedded database in a temporary DATA_DIR.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const IN_FLIGHT = 30;
const START_LIMIT_MS = 120_000;

let dataDir: string;
let port: number;
let server: ChildProcess;
let serverLog = '';
const base = () => `http://127.0.0.1:${port}`;

const serverEnv = (folder: string, env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: '',
  DATA_DIR: folder,
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  WEB_DIST_DIR: path.join(folder, 'no-web-build'),
  STOP_GRACE_MS: '100',
  ...env,
});

function spawnServer(env: Record<string, string>): ChildProcess {
  // What `npm run serve` runs: the server from its bundle (src/server-bundle.ts), so the bundle is what is proven.
  return spawn(process.execPath, ['apps/api/serve.mjs'], {
    cwd: repoRoot,
    env: serverEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitFor(condition: () => boolean, limitMs: number, what: string): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${serverLog.slice(-2000)}`);
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A vendor with one artwork per upload to come (an artwork takes at most 5 images). */
async function vendorWithArtworks(count: number) {
  const fields = vendorFields();
  const registered = await fetch(`${base()}/api/vendor/register`, { method: 'POST', body: vendorForm(fields) });
  expect(registered.status).toBe(201);
  const login = await fetch(`${base()}/api/vendor/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fields.email, password: fields.password }),
  });
  const { token, vendorId } = (await login.json()) as { token: string; vendorId: string };
  const artworkIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const created = await fetch(`${base()}/api/vendordashboard/${vendorId}/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(productSubmission({ Title: `Drain study ${index}` })),
    });
    expect(created.status).toBe(201);
    artworkIds.push(((await created.json()) as { id: string }).id);
  }
  return { token, artworkIds };
}

interface SlowUpload {
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; connection: string | undefined; body: string }>;
}

/** An image upload whose client sends the first half of the body now and the rest when told, as a slow phone does. */
function startSlowUpload(token: string, artworkId: string, image: Buffer): SlowUpload {
  const boundary = `----drain${artworkId.replaceAll('-', '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="art.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(`${base()}/api/vendordashboard/products/${artworkId}/images`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve) => {
    // A connection cut by the server is an answer too: status 0, so the test names what went wrong.
    request.on('error', (error) => resolve({ status: 0, connection: undefined, body: error.message }));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
  });
  return { finish: () => request.end(body.subarray(half)), answer };
}

/** Whether a new TCP connection to the server is refused. */
function connectionRefused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const incomingUploads = () =>
  serverLog.split('\n').filter((line) => line.includes('"msg":"incoming request"') && /\/products\/[^/"]+\/images"/.test(line))
    .length;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-stop-'));
  port = await freePort();
  // One vendor sends all the uploads: its cap on uploads in flight is raised to let them all in.
  server = spawnServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, UPLOADS_PER_ACCOUNT: String(IN_FLIGHT) });
  server.stdout?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  await waitFor(() => serverLog.includes('Art Market is running'), START_LIMIT_MS, 'the server to start');
}, START_LIMIT_MS + 10_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('one server process', () => {
  it('keeps its embedded database: a second process on the same DATA_DIR is refused, naming the folder', async () => {
    const second = spawnServer({ PORT: String(await freePort()) });
    let errors = '';
    second.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const [code] = await once(second, 'exit');
    expect(code).toBe(1);
    expect(errors).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (pid ${server.pid})`,
    );
    expect((await fetch(`${base()}/api/ready`)).status).toBe(200);
  }, 60_000);

  it(`on SIGTERM finishes ${IN_FLIGHT} uploads in flight, closes a spare connection, refuses new ones, answers not ready, and exits 0`, async () => {
    const { token, artworkIds } = await vendorWithArtworks(IN_FLIGHT);
    const image = await pngImage(400, 300);
    expect((await fetch(`${base()}/api/ready`)).status).toBe(200);

    const uploads = artworkIds.map((artworkId) => startSlowUpload(token, artworkId, image));
    // A load balancer's probe whose request has begun but not ended when the stop comes.
    const probe = net.connect(port, '127.0.0.1');
    await once(probe, 'connect');
    let probeAnswer = '';
    probe.setEncoding('utf8');
    probe.on('data', (chunk: string) => {
      probeAnswer += chunk;
    });
    const probeClosed = once(probe, 'close');
    probe.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A spare connection a browser opened ahead of need and never sent a byte on (Chromium does): Node's
    // close would wait for it until the client gave up (nodejs/node#63452).
    const spare = net.connect(port, '127.0.0.1');
    spare.on('error', () => {});
    const spareClosed = once(spare, 'close');
    await once(spare, 'connect');
    await waitFor(() => incomingUploads() === IN_FLIGHT, 20_000, 'every upload to reach the server');

    const signalled = Date.now();
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    server.kill('SIGTERM');

    let refused = false;
    while (!refused && Date.now() - signalled < 2_000) refused = await connectionRefused();
    expect(refused).toBe(true);

    probe.write('\r\n');
    await probeClosed;
    expect(probeAnswer).toMatch(/^HTTP\/1\.1 503/);
    expect(probeAnswer).toMatch(/\r\nconnection: close\r\n/i);
    expect(probeAnswer).toContain('"status":"stopping"');

    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    for (const answer of answers) {
      expect(JSON.parse(answer.body)).toHaveLength(1);
      expect(answer.connection).toBe('close');
    }

    const [code, signal] = await exited;
    await spareClosed;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(STOP_LIMIT_MS);
    expect(serverLog).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);
});

/** One GET on a connection of `agent` (a keep-alive pool, or none: a new connection each time). */
function get(url: string, agent: http.Agent | false): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('`npm run serve` stopped by a signal to its process group', () => {
  const GRACE_MS = 1_000;

  it(
    'answers every request sent from 200 ms before the signal through the grace, and the server stops cleanly',
    async () => {
      // The first server's folder, already migrated, so this start is quicker; that server is gone by now
      // (stopped by the test before, or killed here: a dead process's lock is taken over).
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await once(server, 'exit');
      }
      const folder = dataDir;
      const groupPort = await freePort();
      // As a terminal or systemd runs it: npm in a process group of its own, the server its child.
      const npm = spawn('npm', ['run', 'serve'], {
        cwd: repoRoot,
        detached: true,
        env: serverEnv(folder, { PORT: String(groupPort), STOP_GRACE_MS: String(GRACE_MS) }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      npm.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      npm.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      // Once the server too has exited: it holds the output pipes npm handed it.
      const exited = once(npm, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
      try {
        const deadline = Date.now() + START_LIMIT_MS;
        while (!log.includes('Art Market is running')) {
          if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`the server did not start\n${log.slice(-2000)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const url = `http://127.0.0.1:${groupPort}/api/Product?pageSize=1`;
        // A browser's keep-alive pool, and clients that open a connection per request (a load balancer's probes).
        const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });
        const answers: Promise<{ status: number } | { error: string }>[] = [];
        let signalledAt: number | undefined;
        const sendingStarted = Date.now();
        while (signalledAt === undefined || Date.now() - signalledAt < GRACE_MS / 2) {
          answers.push(get(url, keepAlive), get(url, false));
          if (signalledAt === undefined && Date.now() - sendingStarted >= 200) {
            signalledAt = Date.now();
            process.kill(-(npm.pid as number), 'SIGTERM');
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const results = await Promise.all(answers);
        keepAlive.destroy();
        expect(results.filter((result) => 'error' in result)).toEqual([]);
        expect(new Set(results.map((result) => ('status' in result ? result.status : 0)))).toEqual(new Set([200]));

        const [code, signal] = await exited;
        expect(log).toContain('"msg":"stopped"');
        expect(log).not.toContain('stop cut short');
        // The server exits 0 right after "stopped". npm, signalled too, ends with the signal it was sent once
        // its script has exited (a process manager counts that as a clean stop).
        expect([
          { code: 0, signal: null },
          { code: null, signal: 'SIGTERM' },
        ]).toContainEqual({ code, signal });
      } finally {
        if (npm.exitCode === null && npm.signalCode === null) process.kill(-(npm.pid as number), 'SIGKILL');
        await exited;
      }
    },
    START_LIMIT_MS + 60_000,
  );
});
