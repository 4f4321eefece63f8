import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';

// What the scale suite needs around the server processes: a database of its own, free ports, and
// instances started, waited for and stopped the way an operator's process manager does.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const START_LIMIT_MS = 150_000;

/** A new empty database on the local server, and how to drop it. */
export async function createScaleDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${SERVER_URL}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export class Instance {
  process: ChildProcess | undefined;
  log = '';
  readonly base: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Spawns `npm run serve`'s command; `started()` waits for it to listen. */
  start(): void {
    this.log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.log += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.process = child;
  }

  async started(): Promise<void> {
    await this.waitFor(() => this.log.includes('Art Market is running'), START_LIMIT_MS, 'its start');
  }

  running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends the signal and waits for the exit. */
  async stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.process;
    if (!child || !this.running()) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null };
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill(signal);
    const [code, exitSignal] = await exited;
    return { code, signal: exitSignal };
  }

  async waitFor(condition: () => boolean, limitMs: number, what: string): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`${this.name}: timed out waiting for ${what}\n${this.log.slice(-3000)}`);
      if (!this.running()) throw new Error(`${this.name} exited waiting for ${what}\n${this.log.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** fetch against this instance, JSON bodies given as objects. */
  request(url: string, init: { method?: string; token?: string; json?: unknown; body?: FormData } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return fetch(`${this.base}${url}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  }
}
