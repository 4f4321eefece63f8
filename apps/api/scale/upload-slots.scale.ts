import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSubmission, vendorFields, vendorForm } from '#api/test/factories.ts';
import { freePort } from '#api/test/free-port.ts';
import { multipartHeaders } from '#api/test/multipart-body.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '#api/test/redis.ts';
import { testSigningKey } from '#api/test/signing-keys.ts';
import { createScaleDatabase, Instance } from './instances.ts';

// Instances A and B of the real server on one database and one Redis prefix: the uploads a vendor has in
// flight are counted on both, and the ones a killed instance held are given back on their own.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');
/** How long a dead instance's upload slots may keep its vendors refused. */
const SLOTS_FREE_WITHIN_MS = 60_000;

let database: Awaited<ReturnType<typeof createScaleDatabase>>;
const folders: string[] = [];
const redisPrefix = `art-market-scale-${randomBytes(6).toString('hex')}:`;
const instances: Instance[] = [];
let a: Instance;
let b: Instance;

async function newInstance(name: string, shared: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `art-market-scale-${name}-`));
  folders.push(dataDir);
  const port = await freePort();
  const instance = new Instance(name, port, {
    ...shared,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  database = await createScaleDatabase();
  const mailDir = await mkdtemp(path.join(tmpdir(), 'art-market-scale-mail-'));
  folders.push(mailDir);
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CERTIFICATE_SIGNING_KEY: testSigningKey(),
    SEED_DEMO: 'false',
    MAIL_OUTBOX_DIR: mailDir,
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    PAYOUT_SCHEDULE: 'off',
  };
  a = await newInstance('A', shared);
  b = await newInstance('B', shared);
  // One after the other: the first start migrates the new database.
  a.start();
  await a.started();
  b.start();
  await b.started();
}, 330_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function json<T>(response: Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  if (answer.status !== status) throw new Error(`${answer.url}: expected ${status}, got ${answer.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function vendorWithArtwork(instance: Instance) {
  const fields = vendorFields();
  await json(instance.request('/api/vendor/register', { body: vendorForm(fields) }), 201);
  const session = await json<{ token: string; vendorId: string }>(
    instance.request('/api/vendor/login', { json: { email: fields.email, password: fields.password } }),
    200,
  );
  const product = await json<{ id: string }>(
    instance.request(`/api/vendordashboard/${session.vendorId}/products`, { token: session.token, json: productSubmission() }),
    201,
  );
  return { token: session.token, productId: product.id };
}

type Vendor = Awaited<ReturnType<typeof vendorWithArtwork>>;

/** What became of the uploads that never end, for a failure's message. */
const endless: string[] = [];

/**
 * A certificate upload whose body stops after its first part's head and never ends: an upload under way.
 * One refused (B's upload took the slot first) is sent again, so `instance` ends up holding it.
 */
function endlessUpload(instance: Instance, vendor: Vendor): void {
  const head = Buffer.from(
    '--art-market-test-boundary\r\nContent-Disposition: form-data; name="certificate"; filename="c.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const body = new Readable({ read() {} });
  body.push(head);
  const request = http.request(`${instance.base}/api/vendordashboard/products/${vendor.productId}/certificate`, {
    method: 'POST',
    headers: { ...multipartHeaders(vendor.token), 'content-length': head.length + 10 * 1024 * 1024 },
  });
  // The instance is killed under it: the reset is expected.
  request.on('error', (error) => endless.push(error.message));
  request.on('response', (response) => {
    endless.push(`answered ${response.statusCode}`);
    response.resume();
    if (instance.running()) endlessUpload(instance, vendor);
  });
  body.pipe(request);
}

function uploadCertificate(instance: Instance, vendor: Vendor): Promise<Response> {
  const form = new FormData();
  form.append('certificate', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'c.pdf');
  return instance.request(`/api/vendordashboard/products/${vendor.productId}/certificate`, { token: vendor.token, body: form });
}

/** Uploads through `instance` until one gets `status`; how long that took. */
async function untilUploadAnswers(instance: Instance, vendor: Vendor, status: number, limitMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const answer = await uploadCertificate(instance, vendor);
    await answer.body?.cancel();
    if (answer.status === status) return Date.now() - start;
    if (Date.now() - start > limitMs) {
      const logs = instances.map((each) => `${each.name}:\n${each.log.slice(-2000)}`).join('\n');
      const held = `the endless uploads: ${endless.join(', ') || 'no news'}`;
      throw new Error(`no ${status} from ${instance.name} within ${limitMs} ms (last ${answer.status}); ${held}\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('upload slots across two instances', () => {
  it(`frees on B within ${SLOTS_FREE_WITHIN_MS / 1000} s the slots of two uploads A held when it was killed`, async () => {
    const vendor = await vendorWithArtwork(a);
    endlessUpload(a, vendor);
    endlessUpload(a, vendor);
    // Both held on A once B refuses this vendor a third (a 200 meanwhile freed its own slot at once).
    await untilUploadAnswers(b, vendor, 429, 30_000);

    expect(await a.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    const freedAfterMs = await untilUploadAnswers(b, vendor, 200, SLOTS_FREE_WITHIN_MS);

    console.info(`B took the vendor's upload ${freedAfterMs} ms after A was killed`);
    expect(freedAfterMs).toBeLessThan(SLOTS_FREE_WITHIN_MS);
    // Nothing of A's is left: the next one is taken too.
    expect((await uploadCertificate(b, vendor)).status).toBe(200);
  }, 150_000);
});
