import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { LocalDiskStorage } from './storage.ts';

// Issue 21: proofs, return photos and the mail outbox are readable by this server's account alone.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'art-market-private-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const modeOf = async (location: string) => (await stat(location)).mode & 0o777;

describe('files on local disk', () => {
  it.each(['proofs', 'returns'] as const)(
    'keeps %s at 0600 in folders at 0700, closing a folder made more open',
    async (area) => {
      const storage = new LocalDiskStorage(root);
      // A folder an older version created with the usual modes.
      await mkdir(storage.directoryOf(area), { recursive: true, mode: 0o755 });
      await chmod(path.join(root, 'private'), 0o755);
      const stored = await storage.put(area, `${storage.newBaseName()}.png`, Buffer.from('private'));

      expect(await modeOf(path.join(root, 'private'))).toBe(0o700);
      expect(await modeOf(storage.directoryOf(area))).toBe(0o700);
      expect(await modeOf(path.join(storage.directoryOf(area), path.basename(stored)))).toBe(0o600);
    },
  );

  it('leaves public images readable, as they are served to anyone', async () => {
    const storage = new LocalDiskStorage(root);
    const stored = await storage.put('uploads', `${storage.newBaseName()}.png`, Buffer.from('public'));
    const mode = await modeOf(path.join(storage.directoryOf('uploads'), path.basename(stored)));
    expect(mode & 0o044).toBe(0o044);
  });
});

describe('the mail outbox', () => {
  it('writes each message at 0600 in a folder at 0700', async () => {
    const outboxDir = path.join(root, 'outbox');
    await mkdir(outboxDir, { mode: 0o755 });
    await chmod(outboxDir, 0o755);
    const mailer = createMailer({ from: 'shop@example.com', outboxDir, log: pino({ level: 'silent' }) });
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: '123456', html: '<p>123456</p>' });

    const [message] = await readdir(outboxDir);
    expect(message).toMatch(/\.eml$/);
    expect(await modeOf(outboxDir)).toBe(0o700);
    expect(await modeOf(path.join(outboxDir, message ?? ''))).toBe(0o600);
  });

  it('shows a message under its .eml name only once it is whole', async () => {
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({ from: 'shop@example.com', outboxDir, log: pino({ level: 'silent' }) });
    // A message of several megabytes is written in many chunks: a reader polling the folder meanwhile
    // (as a test or an operator's script reading codes does) must never find a piece of it.
    const html = `<p>${'a long letter '.repeat(400_000)}</p>`;
    let sending = true;
    const seen: number[] = [];
    const watch = (async () => {
      while (sending) {
        for (const file of await readdir(outboxDir).catch(() => [] as string[])) {
          if (file.endsWith('.eml')) seen.push((await readFile(path.join(outboxDir, file))).length);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await mailer.send({ to: 'asha@example.com', subject: '123456 is your code', text: 'code 123456', html });
    sending = false;
    await watch;

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const whole = (await readFile(path.join(outboxDir, files[0] ?? ''))).length;
    expect(whole).toBeGreaterThan(5_000_000);
    expect(seen.filter((size) => size !== whole)).toEqual([]);
  });
});
