import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '#api/test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';
import { type FileStorage, LocalDiskStorage } from './storage.ts';

// The same promises from both adapters: the services cannot tell where their files live.

interface Subject {
  storage: FileStorage;
  /** Every stored file, as its path under the data folder or its key in the bucket. */
  listed(): Promise<string[]>;
  close(): Promise<void>;
}

async function onDisk(): Promise<Subject> {
  const root = await mkdtemp(path.join(tmpdir(), 'art-market-storage-'));
  return {
    storage: new LocalDiskStorage(root),
    listed: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort(),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function inBucket(): Promise<Subject> {
  const bucket = await startTestBucket();
  return { storage: new S3Storage(bucket.settings), listed: () => bucket.keys(), close: () => bucket.close() };
}

const ESCAPES = [
  '/uploads/../private/proofs/a.png',
  '/uploads/..',
  '/private/proofs/a.png',
  '/proofs/a.png/extra',
  'proofs/a.png',
  '/elsewhere/a.png',
  '/proofs/.a.png',
  '/proofs/',
  '//proofs/a.png',
];

describe.each([
  ['local disk', onDisk],
  ['an S3 bucket', inBucket],
])('files on %s', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject.close());

  it('stores each area in its own place, the private ones under private/, and reads them back', async () => {
    const { storage } = subject;
    const name = storage.newBaseName();
    expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.newBaseName()).not.toBe(name);
    const stored = {
      uploads: await storage.put('uploads', `${name}.png`, Buffer.from('original')),
      webp: await storage.put('webp', `c${name}-480.webp`, Buffer.from('variant')),
      proofs: await storage.put('proofs', `${name}.pdf`, Buffer.from('proof')),
      returns: await storage.put('returns', `${name}.jpg`, Buffer.from('photo')),
    };
    expect(stored).toEqual({
      uploads: `/uploads/${name}.png`,
      webp: `/webp/c${name}-480.webp`,
      proofs: `/proofs/${name}.pdf`,
      returns: `/returns/${name}.jpg`,
    });
    expect((await subject.listed()).filter((file) => file.includes(name))).toEqual([
      `private/proofs/${name}.pdf`,
      `private/returns/${name}.jpg`,
      `uploads/${name}.png`,
      `webp/c${name}-480.webp`,
    ]);
    expect((await storage.read(stored.proofs)).toString()).toBe('proof');
    expect((await storage.read(stored.webp)).toString()).toBe('variant');
  });

  it('removes a file, and removing it again or a file never stored is no error', async () => {
    const { storage } = subject;
    const stored = await storage.put('returns', `${storage.newBaseName()}.png`, Buffer.from('photo'));
    await storage.remove(stored);
    await storage.remove(stored);
    await storage.remove(`/uploads/${storage.newBaseName()}.png`);
    await expect(storage.read(stored)).rejects.toThrow();
    expect((await subject.listed()).some((file) => stored.endsWith(path.basename(file)))).toBe(false);
  });

  it('refuses names that are not its own, writing nothing', async () => {
    const before = await subject.listed();
    for (const fileName of ['../a.png', 'a/b.png', '.hidden.png', '..', 'a.png/..', 'a b.png', 'a.PNG/x', '']) {
      await expect(subject.storage.put('uploads', fileName, Buffer.from('x')), fileName).rejects.toThrow(/Unsafe file name/);
    }
    expect(await subject.listed()).toEqual(before);
  });

  it('reads and removes nothing outside the areas, whatever the path', async () => {
    const { storage } = subject;
    const proof = await storage.put('proofs', 'a.png', Buffer.from('proof'));
    for (const outside of ESCAPES) {
      await expect(storage.read(outside), outside).rejects.toThrow();
      await storage.remove(outside);
    }
    expect((await storage.read(proof)).toString()).toBe('proof');
    await storage.remove(proof);
  });
});

describe('the S3 bucket', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(() => bucket.close());

  it('labels each object with its type, public ones cacheable for a year and private ones never', async () => {
    const head = async (key: string) =>
      bucket.storage.client.send(new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: key }));
    await bucket.storage.put('webp', 'cabc.webp', Buffer.from('variant'));
    await bucket.storage.put('proofs', 'abc.pdf', Buffer.from('proof'));
    expect(await head('webp/cabc.webp')).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head('private/proofs/abc.pdf')).toMatchObject({
      ContentType: 'application/pdf',
      CacheControl: 'private, no-store',
    });
  });

  it('stops the start with the bucket, the endpoint and the reason when the bucket is not there', async () => {
    const missing = new S3Storage({ ...bucket.settings, bucket: 'no-such-bucket' });
    await expect(missing.checkBucket()).rejects.toThrow(
      `S3_BUCKET no-such-bucket cannot be used at S3_ENDPOINT ${bucket.settings.endpoint}: NotFound (404)`,
    );
    missing.close();
    await expect(bucket.storage.checkBucket()).resolves.toBeUndefined();
  });
});
