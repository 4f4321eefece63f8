import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountMessages } from '@art-market/domain/copy';
import { LedgerEvent, payuFormFields, RETURN_WINDOW_DAYS } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDORS } from '#api/modules/demo/demo-artworks.ts';
import { ThrottleRules } from '#api/plugins/throttle.ts';
import { shippingAddress } from '#api/test/checkout-factories.ts';
import { customerInput, imagesForm, pngImage, productSubmission, vendorFields, vendorForm } from '#api/test/factories.ts';
import { freePort } from '#api/test/free-port.ts';
import { codeInSubject, readMailFolder, verificationTokenIn } from '#api/test/outbox.ts';
import { readSandboxForms } from '#api/test/payu-stand-in.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '#api/test/redis.ts';
import { startTestBucket, type TestBucket } from '#api/test/s3-server.ts';
import { testSigningKey } from '#api/test/signing-keys.ts';
import { createScaleDatabase, Instance } from './instances.ts';

// Instances A and B of the real server (`npm run serve`) in production mode, as behind a load balancer:
// one PostgreSQL database, one Redis prefix, one bucket, one JWT secret; each its own DATA_DIR.

const ADMIN = { email: 'scale.admin@example.com', password: 'scale-admin-password-1' };
const DAY_MS = 24 * 60 * 60 * 1000;
const IN_FLIGHT = 30;

let database: Awaited<ReturnType<typeof createScaleDatabase>>;
let sql: pg.Client;
let bucket: TestBucket;
let mailDir: string;
const dataDirs: string[] = [];
const redisPrefix = `art-market-scale-${randomBytes(6).toString('hex')}:`;
let a: Instance;
let b: Instance;
let adminToken: string;
/** What every instance of the deployment is started with. */
let shared: Record<string, string>;
/** Every instance the suite made, stopped at the end. */
const instances: Instance[] = [];

/** An instance on the shared database, Redis and bucket, with its own DATA_DIR and address. */
async function newInstance(name: string, settings: Record<string, string> = {}): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `art-market-scale-${name}-`));
  dataDirs.push(dataDir);
  const port = await freePort();
  const instance = new Instance(name, port, {
    ...shared,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The API alone: the scale checks need no web build.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...settings,
  });
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  database = await createScaleDatabase();
  bucket = await startTestBucket();
  mailDir = await mkdtemp(path.join(tmpdir(), 'art-market-scale-mail-'));
  shared = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CERTIFICATE_SIGNING_KEY: testSigningKey(),
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Production would send this admin to two-factor enrolment first. The suite checks what instances share
    // (sessions, limits, jobs), not sign-in: the second factor has its own tests (two-factor.test.ts).
    ADMIN_REQUIRE_2FA: 'false',
    MAIL_OUTBOX_DIR: mailDir,
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    PAYOUT_SCHEDULE: 'off',
    ...bucket.env,
  };
  a = await newInstance('A');
  b = await newInstance('B');
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 30_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
  await sql?.end().catch(() => undefined);
  await bucket?.close();
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
  await Promise.all([mailDir, ...dataDirs].map((dir) => rm(dir, { recursive: true, force: true })));
});

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  if (answer.status !== status) throw new Error(`${answer.url}: expected ${status}, got ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function logIn(instance: Instance, url: string, email: string, password: string) {
  return instance.request(url, { json: { email, password } });
}

async function registerCustomer(instance: Instance) {
  const input = customerInput();
  await json(instance.request('/api/Customer/register', { json: input }), 201);
  const session = await json<{ token: string }>(logIn(instance, '/api/Customer/login', input.email, input.passwordHash));
  return { input, token: session.token };
}

/** The customer opens the verification link mailed at registration (a bank transfer needs it). */
async function verifyEmail(instance: Instance, email: string) {
  const mailed = Date.now();
  let token = verificationTokenIn(await readMailFolder(mailDir), email);
  while (!token) {
    expect(Date.now() - mailed, 'the verification link reached the mail folder').toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    token = verificationTokenIn(await readMailFolder(mailDir), email);
  }
  await json(instance.request('/api/email-verification/confirm', { json: { token } }));
}

async function registerVendor(instance: Instance) {
  const fields = vendorFields();
  await json(instance.request('/api/vendor/register', { body: vendorForm(fields) }), 201);
  const session = await json<{ token: string; vendorId: string }>(
    logIn(instance, '/api/vendor/login', fields.email, fields.password),
  );
  return { fields, token: session.token, id: session.vendorId };
}

type Vendor = Awaited<ReturnType<typeof registerVendor>>;

/** An artwork of the vendor with one image, created, given the image and approved through `instance`. */
async function liveArtwork(instance: Instance, vendor: Vendor, image: Buffer) {
  const product = await json<{ id: string }>(
    instance.request(`/api/vendordashboard/${vendor.id}/products`, { token: vendor.token, json: productSubmission() }),
    201,
  );
  const [url] = await json<string[]>(
    instance.request(`/api/vendordashboard/products/${product.id}/images`, { token: vendor.token, body: imagesForm([image]) }),
  );
  await json(
    instance.request(`/api/admin/dashboard/products/${product.id}/approve`, {
      method: 'PUT',
      token: adminToken,
      json: { isApproved: true, commissionPercentage: 30 },
    }),
  );
  return { id: product.id, imageUrl: url as string };
}

/** A new customer of `instance` with the artwork in an order, shipped to India. */
async function orderArtwork(instance: Instance, productId: string) {
  const customer = await registerCustomer(instance);
  const details = await json<{ shippingOptions: { id: string }[] }>(instance.request(`/api/Product/${productId}`));
  await json(
    instance.request('/api/Cart/add', {
      token: customer.token,
      json: { productId, shippingOptionId: details.shippingOptions[0]?.id },
    }),
  );
  const order = await json<{ orderId: string }>(
    instance.request('/api/Orders/shipping', { token: customer.token, json: shippingAddress() }),
  );
  return { customer, order };
}

/**
 * A customer buys the artwork by bank transfer, the admin approves it, the vendor delivers it, and the
 * delivery is moved back past the return window: an item due for payout.
 */
async function itemDueForPayout(instance: Instance, vendor: Vendor, productId: string) {
  const { customer, order } = await orderArtwork(instance, productId);
  await verifyEmail(instance, customer.input.email);
  const { bankTransferQuote } = await json<{ bankTransferQuote: { totalAmount: number } }>(
    instance.request(`/api/Orders/${order.orderId}`, { token: customer.token }),
  );
  const proof = new FormData();
  const fields = {
    orderId: order.orderId,
    transactionId: `UTR${Date.now()}`,
    transactionDate: '2026-11-20',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
    amount: bankTransferQuote.totalAmount.toFixed(2),
  };
  for (const [key, value] of Object.entries(fields)) proof.append(key, value);
  proof.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  await json(instance.request('/api/Orders/bank-transfer', { token: customer.token, body: proof }));
  const pending = (await json(instance.request('/api/admin/dashboard/pending-bank-transfers', { token: adminToken }))) as {
    orderId: string;
    amountOutstanding: number;
  }[];
  const amountReceived = pending.find((transfer) => transfer.orderId === order.orderId)?.amountOutstanding;
  await json(
    instance.request('/api/admin/dashboard/verify-bank-transfer', {
      token: adminToken,
      json: { orderId: order.orderId, isVerified: true, notes: '', amountReceived },
    }),
  );
  const { rows } = await sql.query<{ id: string }>('select id from vendor_orders where order_id = $1', [order.orderId]);
  const vendorOrderId = rows[0]?.id;
  await json(
    instance.request(`/api/vendordashboard/orders/${vendorOrderId}/tracking`, {
      method: 'PUT',
      token: vendor.token,
      json: { trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' },
    }),
  );
  await json(
    instance.request(`/api/vendordashboard/orders/${vendorOrderId}/status`, { method: 'PUT', token: vendor.token, json: 3 }),
  );
  // Payouts go only to an active account whose details are older than the hold: one is put on file
  // for the vendor, entered before the hold began (the servers keep the real clock).
  await sql.query(
    `insert into bank_accounts (vendor_id, account_holder_name, bank_name, account_number, bank_address, is_default, details_since)
      select $1, 'Asha Rao', 'State Bank of India', '1234 5678 9012', 'MG Road, Bengaluru', true, now() - interval '4 days'
      where not exists (select 1 from bank_accounts where vendor_id = $1)`,
    [vendor.id],
  );
  // The servers keep the real clock, so the delivery is moved back past the return window in the rows.
  // The ledger is append-only by trigger; this one session of the suite turns triggers off to do it.
  const deliveredAt = new Date(Date.now() - (RETURN_WINDOW_DAYS + 1) * DAY_MS);
  await sql.query('begin');
  await sql.query('set local session_replication_role = replica');
  await sql.query('update vendor_orders set delivered_at = $2 where id = $1', [vendorOrderId, deliveredAt]);
  const moved = await sql.query('update ledger_transactions set occurred_at = $2 where vendor_order_id = $1 and kind = $3', [
    vendorOrderId,
    deliveredAt,
    LedgerEvent.Delivered,
  ]);
  await sql.query('commit');
  expect(moved.rowCount).toBe(1);
}

/** The public catalogue's first page as instance sees it (cached answers included). */
async function catalogueIds(instance: Instance): Promise<string[]> {
  const cards = await json<{ id: string }[]>(instance.request('/api/Product?pageSize=60'));
  return cards.map((card) => card.id);
}

/** A profile save whose client sends half the body now and the rest when told, as a slow phone does. */
function startSlowProfileSave(instance: Instance, token: string, profile: Record<string, string>) {
  const body = Buffer.from(JSON.stringify(profile));
  const request = http.request(`${instance.base}/api/CustomerDashboard/profile`, {
    method: 'PUT',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': body.length },
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  const answer = new Promise<number>((resolve) => {
    // A connection cut by the server answers status 0, so the failure is named.
    request.on('error', () => resolve(0));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
  });
  return { finish: () => request.end(body.subarray(half)), answer };
}

describe('two instances on one database, one Redis and one bucket', () => {
  it('both start at the same moment on an empty database and both are ready', async () => {
    a.start();
    b.start();
    await Promise.all([a.started(), b.started()]);
    for (const instance of [a, b]) expect((await instance.request('/api/ready')).status).toBe(200);
    // The demo was seeded once: each demo vendor exists one time, with its artworks.
    const { rows } = await sql.query<{ vendors: string; products: string }>(
      'select (select count(*) from vendors) as vendors, (select count(*) from products) as products',
    );
    expect(Number(rows[0]?.vendors)).toBe(DEMO_VENDORS.length);
    expect(Number(rows[0]?.products)).toBeGreaterThan(0);
    adminToken = (await json<{ token: string }>(logIn(a, '/api/AdminAuth/login', ADMIN.email, ADMIN.password))).token;
  }, 180_000);

  it('counts wrong passwords for one account across both instances', async () => {
    const { input } = await registerCustomer(a);
    const { limit } = ThrottleRules.loginFailuresPerAccount;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      statuses.push((await logIn(instance, '/api/Customer/login', input.email, 'a-wrong-guess')).status);
    }
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    for (const instance of [a, b]) {
      const refused = await logIn(instance, '/api/Customer/login', input.email, input.passwordHash);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: AccountMessages.throttled, signInCode: true });
    }
  });

  it('drops an artwork disabled through A from B’s cached catalogue within 1 s', async () => {
    const warm = await catalogueIds(b);
    const artworkId = warm[0] as string;
    expect(await catalogueIds(b)).toContain(artworkId);
    await json(a.request(`/api/admin/dashboard/products/${artworkId}/disable`, { method: 'PUT', token: adminToken }));
    const disabled = Date.now();
    while ((await catalogueIds(b)).includes(artworkId)) {
      expect(Date.now() - disabled).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(Date.now() - disabled).toBeLessThan(1_000);
  });

  let vendor: Vendor;
  let artworkId: string;

  it('serves from B an image uploaded through A, kept in the bucket', async () => {
    vendor = await registerVendor(a);
    const image = await pngImage(320, 240);
    const artwork = await liveArtwork(a, vendor, image);
    artworkId = artwork.id;
    expect(artwork.imageUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await b.request(artwork.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(await bucket.keys()).toContain(artwork.imageUrl.slice(1));
    for (const dataDir of dataDirs) {
      expect(await readdir(dataDir)).not.toContain('uploads');
    }
  });

  it('accepts on B a login made on A, and ends it on B once logged out on A', async () => {
    const admin = await json<{ token: string }>(logIn(a, '/api/AdminAuth/login', ADMIN.email, ADMIN.password));
    expect((await b.request('/api/AdminAuth/me', { token: admin.token })).status).toBe(200);
    expect((await a.request('/api/AdminAuth/logout', { method: 'POST', token: admin.token })).status).toBe(204);
    expect((await b.request('/api/AdminAuth/me', { token: admin.token })).status).toBe(401);
    expect((await b.request('/api/AdminAuth/me', { token: adminToken })).status).toBe(200);
  });

  it('pays once when a payout run is started on A and B at the same moment', async () => {
    await itemDueForPayout(a, vendor, artworkId);
    const runs = await Promise.all(
      [a, b].map((instance) =>
        json<{ payoutCount: number; itemCount: number }>(
          instance.request('/api/admin/dashboard/payouts/process', { method: 'POST', token: adminToken }),
        ),
      ),
    );
    expect(runs.map((run) => run.payoutCount).sort()).toEqual([0, 1]);
    const payouts = await json<unknown[]>(b.request(`/api/vendordashboard/payouts/${vendor.id}`, { token: vendor.token }));
    expect(payouts).toHaveLength(1);
    const { rows } = await sql.query<{ count: string }>('select count(*) from payout_items');
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it('sends a reset mail requested from A although A is killed right after answering', async () => {
    const { input } = await registerCustomer(b);
    const answered = await a.request('/api/customer/forgot-password', { json: { email: input.email } });
    expect(answered.status).toBe(200);
    const killed = Date.now();
    expect(await a.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    // The code as the customer reads it: first in the subject of a whole message (the mailer renames
    // each .eml into place once written; other runs of six digits, in the MIME boundary or the
    // Message-ID, are never taken for it).
    const mailedCode = async () => {
      for (const file of (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'))) {
        const text = await readFile(path.join(mailDir, file), 'utf8');
        const code = text.includes(`To: ${input.email}`) ? codeInSubject(text) : undefined;
        if (code) return code;
      }
      return undefined;
    };
    let code = await mailedCode();
    while (!code) {
      expect(Date.now() - killed, 'the reset mail reached the mail folder').toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
      code = await mailedCode();
    }
    // The mailed code works on the instance still up.
    expect(await json(b.request('/api/customer/verify-otp', { json: { email: input.email, otp: code } }))).toEqual({
      valid: true,
      message: 'OTP verified successfully',
    });
  }, 90_000);

  it(`finishes on B all ${IN_FLIGHT} requests in flight when SIGTERM comes`, async () => {
    const customer = await registerCustomer(b);
    const { firstName, lastName, email, mobileNumber, country } = customer.input;
    const profile = { firstName, lastName, email, mobileNumber, country };
    const saves = Array.from({ length: IN_FLIGHT }, () => startSlowProfileSave(b, customer.token, profile));
    const arrived = () =>
      b.log
        .split('\n')
        .filter((line) => line.includes('"msg":"incoming request"') && line.includes('/api/CustomerDashboard/profile')).length;
    await b.waitFor(() => arrived() === IN_FLIGHT, 20_000, 'every request to reach it');
    const child = b.process;
    if (!child) throw new Error('B is not running');
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const save of saves) save.finish();
    const statuses = await Promise.all(saves.map((save) => save.answer));
    expect(statuses).toEqual(Array(IN_FLIGHT).fill(200));
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});

describe('the payment sandboxes on two instances of one database', () => {
  // The sandboxes stand in only outside production and without credentials: C and D run as development.
  let c: Instance;
  let d: Instance;
  let artworkOf: () => Promise<string>;

  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  /** The same path on another instance: where the load balancer sends the payer's next request. */
  const on = (instance: Instance, url: string) => `${instance.base}${new URL(url).pathname}`;
  const paymentStatus = async (orderId: string) =>
    (await sql.query<{ payment_status: number }>('select payment_status from orders where id = $1', [orderId])).rows[0]
      ?.payment_status;

  it('start as development instances with their sandboxes', async () => {
    c = await newInstance('C', { NODE_ENV: 'development', SEED_DEMO: 'false' });
    d = await newInstance('D', { NODE_ENV: 'development', SEED_DEMO: 'false' });
    c.start();
    d.start();
    await Promise.all([c.started(), d.started()]);
    const config = await json<{ methods: { paypal: boolean; payu: boolean }; sandbox: boolean }>(
      c.request('/api/Payment/config', { token: (await registerCustomer(c)).token }),
    );
    expect(config).toMatchObject({ methods: { paypal: true, payu: true }, sandbox: true });
    const artist = await registerVendor(c);
    const image = await pngImage();
    artworkOf = async () => (await liveArtwork(c, artist, image)).id;
  }, 180_000);

  it('finishes on C a PayU payment whose checkout D’s sandbox opened', async () => {
    const { customer, order } = await orderArtwork(d, await artworkOf());
    const { payuData } = await json<{ payuData: PayUData }>(
      d.request('/api/PayU/initiate-payment', { token: customer.token, json: { orderId: order.orderId } }),
    );
    expect(new URL(payuData.paymentUrl).origin).toBe(d.base);
    const checkout = await postForm(payuData.paymentUrl, payuFormFields(payuData));
    expect(checkout.status).toBe(200);
    const success = readSandboxForms(await checkout.text()).find((form) => form.fields.outcome === 'success');
    const decided = await postForm(on(c, success?.action ?? ''), success?.fields ?? {});
    expect(decided.status).toBe(200);
    const postback = readSandboxForms(await decided.text())[0];
    const back = await postForm(on(c, postback?.action ?? ''), postback?.fields ?? {});
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
    expect(await paymentStatus(order.orderId)).toBe(3);
  });

  it('approves and captures on D a PayPal payment started on C, once C has stopped', async () => {
    const { customer, order } = await orderArtwork(c, await artworkOf());
    const { payPalOrderId, approvalUrl } = await json<{ payPalOrderId: string; approvalUrl: string }>(
      c.request('/api/Payment/create-paypal-order', { token: customer.token, json: { orderId: order.orderId } }),
    );
    expect(await c.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    const page = await fetch(`${on(d, approvalUrl)}?token=${payPalOrderId}`);
    expect(page.status).toBe(200);
    const approve = readSandboxForms(await page.text()).find((form) => form.fields.outcome === 'approve');
    const approved = await postForm(on(d, approve?.action ?? ''), approve?.fields ?? {});
    expect(approved.status).toBe(303);
    const captured = await json<{ status: string }>(
      d.request('/api/Payment/capture-paypal-payment', {
        token: customer.token,
        json: { orderId: order.orderId, payPalOrderId },
      }),
    );
    expect(captured.status).toBe('COMPLETED');
    expect(await paymentStatus(order.orderId)).toBe(3);
  });
});
