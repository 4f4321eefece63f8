import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase } from './client.ts';

const lockModule = path.join(import.meta.dirname, 'data-folder-lock.ts');

/** Another process that takes the folder's lock and keeps it until it ends. */
async function holderProcess(folder: string): Promise<ChildProcess> {
  const script = `const { lockDataFolder } = await import(${JSON.stringify(lockModule)});
lockDataFolder(${JSON.stringify(folder)}); console.log('locked'); process.stdin.on('data', () => process.exit(0));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  expect(line.toString()).toContain('locked');
  return child;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-folder-lock-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it('is refused to a second process, naming the folder and the pid that holds it, and left alone', async () => {
    const folder = path.join(dataDir, 'held');
    const holder = await holderProcess(folder);
    try {
      const message = `The embedded database in ${folder} is in use by another process (pid ${holder.pid})`;
      await expect(connectDatabase({ dataDir: folder })).rejects.toThrow(message);
      expect(existsSync(folder)).toBe(false);
    } finally {
      holder.stdin?.write('stop\n');
      await once(holder, 'exit');
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('is taken over from a process that died without letting go', async () => {
    const folder = path.join(dataDir, 'orphaned');
    const holder = await holderProcess(folder);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect((await readFile(`${folder}.lock`, 'utf8')).trim()).toBe(String(holder.pid));

    const database = await openDatabase({ dataDir: folder });
    expect((await readFile(`${folder}.lock`, 'utf8')).trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  }, 60_000);

  it('is refused to a second open in the same process, and free again once closed', async () => {
    const folder = path.join(dataDir, 'twice');
    const first = await connectDatabase({ dataDir: folder });
    await expect(connectDatabase({ dataDir: folder })).rejects.toThrow(`The embedded database in ${folder} is in use`);
    await first.close();
    const again = await connectDatabase({ dataDir: folder });
    await again.close();
  }, 60_000);

  it('treats a lock file without a pid as held while it is fresh', async () => {
    const folder = path.join(dataDir, 'being-written');
    await writeFile(`${folder}.lock`, '');
    await expect(connectDatabase({ dataDir: folder })).rejects.toThrow('is in use by another process.');
  });
});
