import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type S3Settings, S3Storage } from '#api/plugins/s3-storage.ts';

export interface TestBucket {
  /** The S3_* variables that point an app at this bucket. */
  env: Record<string, string>;
  settings: S3Settings;
  /** A storage on the bucket, to look at what the app wrote. */
  storage: S3Storage;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) in this process on a free port, with a fresh bucket. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'art-market-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  // s3rver knows one key pair, its own.
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: `art-market-test-${randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const storage = new S3Storage(settings);
  await storage.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    settings,
    storage,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      storage.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
