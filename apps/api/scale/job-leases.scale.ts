import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RefundView } from '@art-market/domain/schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalSandbox } from '#api/modules/payments/paypal/paypal-sandbox.ts';
import { JOB_LEASE_MS, TICK_MS } from '#api/plugins/job-runner.ts';
import { shippingAddress } from '#api/test/checkout-factories.ts';
import { customerInput } from '#api/test/factories.ts';
import { freePort } from '#api/test/free-port.ts';
import { payPalStandInEnv, STAND_IN_CREDENTIALS } from '#api/test/paypal-stand-in.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '#api/test/redis.ts';
import { startTestBucket, type TestBucket } from '#api/test/s3-server.ts';
import { testSigningKey } from '#api/test/signing-keys.ts';
import { listenOnFreePort, standInDatabase } from '#api/test/stand-in-server.ts';
import { createScaleDatabase, Instance } from './instances.ts';

// Two production instances pay through a PayPal stand-in that refunds, then keeps its answer: the
// instance running the payment sweep is killed between the provider's refund and recording it. The
// other instance must take the sweep within a minute and record the refund PayPal made, once.

const ADMIN = { email: 'leases.admin@example.com', password: 'leases-admin-password-1' };
/** The bound for another instance to take a dead instance's job. */
const TAKEOVER_LIMIT_MS = 60_000;
/** The sweep is due a minute after the first start, then every minute; a tick may add 15 s. */
const FIRST_SWEEP_LIMIT_MS = 120_000;

let database: Awaited<ReturnType<typeof createScaleDatabase>>;
let sql: pg.Client;
let bucket: TestBucket;
const dirs: string[] = [];
const redisPrefix = `art-market-leases-${randomBytes(6).toString('hex')}:`;
const instances: Instance[] = [];
const jwtSecret = randomBytes(32).toString('hex');
const certificateKey = testSigningKey();

/** The PayPal stand-in, and how many refund calls reached it; while `holding`, a refund's answer is kept back. */
let paypal: { sandbox: PayPalSandbox; close(): Promise<void> };
let refundCalls = 0;
let holding = false;

async function startHoldingPayPal() {
  const store = await standInDatabase(undefined);
  const sandbox = new PayPalSandbox({ ...STAND_IN_CREDENTIALS, publicBase: '' }, store.db);
  const server = await listenOnFreePort(async (app) => {
    // PayPal has made the refund when its answer is sent; a held answer is never sent, as if the
    // caller died before hearing it.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'POST' || !/\/v2\/payments\/captures\/[^/]+\/refund$/.test(request.url)) return payload;
      refundCalls += 1;
      if (holding) await new Promise(() => undefined);
      return payload;
    });
    await app.register(sandbox.plugin);
  });
  sandbox.publicBase = server.baseUrl;
  return {
    sandbox,
    env: payPalStandInEnv(server.baseUrl),
    async close() {
      await server.close();
      await store.close();
    },
  };
}

beforeAll(async () => {
  database = await createScaleDatabase();
  bucket = await startTestBucket();
  const started = await startHoldingPayPal();
  paypal = started;
  const mailDir = await mkdtemp(path.join(tmpdir(), 'art-market-leases-mail-'));
  dirs.push(mailDir);
  for (const name of ['A', 'B']) {
    const dataDir = await mkdtemp(path.join(tmpdir(), `art-market-leases-${name}-`));
    dirs.push(dataDir);
    const port = await freePort();
    instances.push(
      new Instance(name, port, {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        JWT_SECRET: jwtSecret,
        CERTIFICATE_SIGNING_KEY: certificateKey,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Production would send this admin to two-factor enrolment first; the suite is about job leases,
        // and the refund's code check has its own tests (two-factor-money.test.ts).
        ADMIN_REQUIRE_2FA: 'false',
        MAIL_OUTBOX_DIR: mailDir,
        SMTP_URL: '',
        LOG_LEVEL: 'info',
        PAYOUT_SCHEDULE: 'off',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        ...started.env,
        ...bucket.env,
      }),
    );
  }
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  // The instances first: a refund answer still held ends with the connection of its caller.
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
  await paypal?.close();
  await sql?.end().catch(() => undefined);
  await bucket?.close();
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  if (answer.status !== status) throw new Error(`${answer.url}: expected ${status}, got ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Polls `read` until it answers something, failing after `limitMs` with `what`. */
async function within<T>(limitMs: number, what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sweepRow = async () =>
  (
    await sql.query<{ locked_by: string | null; last_started_at: Date | null; last_finished_at: Date | null }>(
      "select locked_by, last_started_at, last_finished_at from scheduled_jobs where name = 'payment-sweep'",
    )
  ).rows[0];

/** The instance whose process a lease holder (host:pid:runner) names. */
const instanceOf = (holder: string) => instances.find((instance) => holder.split(':')[1] === String(instance.process?.pid));

describe('job leases on two instances', () => {
  it('hands a sweep killed between a PayPal refund and its record to the other instance within a minute', async () => {
    const [a, b] = instances as [Instance, Instance];
    a.start();
    b.start();
    await Promise.all([a.started(), b.started()]);
    const admin = await json<{ token: string }>(a.request('/api/AdminAuth/login', { json: ADMIN }));

    // A collector buys a demo artwork with PayPal on A.
    const input = customerInput();
    await json(a.request('/api/Customer/register', { json: input }), 201);
    const customer = await json<{ token: string }>(
      a.request('/api/Customer/login', { json: { email: input.email, password: input.passwordHash } }),
    );
    const [card] = await json<{ id: string }[]>(a.request('/api/Product?pageSize=1'));
    const details = await json<{ shippingOptions: { id: string }[] }>(a.request(`/api/Product/${card?.id}`));
    await json(
      a.request('/api/Cart/add', {
        token: customer.token,
        json: { productId: card?.id, shippingOptionId: details.shippingOptions[0]?.id },
      }),
    );
    const { orderId } = await json<{ orderId: string }>(
      a.request('/api/Orders/shipping', { token: customer.token, json: shippingAddress() }),
    );
    const { payPalOrderId } = await json<{ payPalOrderId: string }>(
      a.request('/api/Payment/create-paypal-order', { token: customer.token, json: { orderId } }),
    );
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    const captured = await json<{ status: string }>(
      a.request('/api/Payment/capture-paypal-payment', { token: customer.token, json: { orderId, payPalOrderId } }),
    );
    expect(captured.status).toBe('COMPLETED');

    // The admin refunds $5 on A. PayPal makes the refund and its answer is held: the refund stays
    // pending in our books while PayPal has paid it. (A's request waits on; it is never answered.)
    holding = true;
    let refused: string | undefined;
    void fetch(`${a.base}/api/admin/dashboard/orders/${orderId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        'idempotency-key': `leases-${orderId}`,
      },
      body: JSON.stringify({ amount: 5, reason: 'Frame cracked in transit' }),
    })
      .then(async (answer) => {
        refused = `${answer.status} ${await answer.text()}`;
      })
      .catch(() => undefined);
    await within(30_000, 'PayPal to make the refund', async () => {
      if (refused) throw new Error(`the refund was answered although PayPal's answer is held: ${refused}`);
      return (await paypal.sandbox.refundCount()) === 1 ? true : undefined;
    });
    const { rows } = await sql.query<{ id: string; status: string }>('select id, status from refunds where order_id = $1', [
      orderId,
    ]);
    expect(rows.map((row) => row.status)).toEqual(['pending']);
    // The servers keep the real clock: the grant is moved back past the two minutes after which the
    // sweep takes a pending refund up again, as one whose answer never came.
    await sql.query("update refunds set updated_at = now() - interval '3 minutes' where order_id = $1", [orderId]);

    // The next sweep takes the refund to PayPal under the same request id (PayPal answers the refund
    // it made, and moves no money), and that answer is held too: the sweep's holder is mid-step.
    const inStep = await within(FIRST_SWEEP_LIMIT_MS, 'a sweep to call PayPal for the refund', async () => {
      if (refundCalls < 2) return undefined;
      const row = await sweepRow();
      return row?.locked_by ? row.locked_by : undefined;
    });
    const holder = instanceOf(inStep);
    if (!holder) throw new Error(`no instance holds ${inStep}`);
    const survivor = holder === a ? b : a;
    const claimedBy = (await sql.query<{ claimed_by: string }>('select claimed_by from refunds where order_id = $1', [orderId]))
      .rows[0]?.claimed_by;
    expect(claimedBy).toBe(inStep);

    holding = false;
    expect(await holder.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    const killed = new Date();

    // The survivor takes the sweep once the dead holder's lease lapses, and records the refund.
    await within(TAKEOVER_LIMIT_MS, 'the survivor to take the sweep', async () => {
      const row = await sweepRow();
      return row?.last_started_at && row.last_started_at > killed ? true : undefined;
    });
    const tookOver = Date.now() - killed.getTime();
    expect(tookOver).toBeLessThan(JOB_LEASE_MS + TICK_MS + 5_000);
    const refund = await within(TAKEOVER_LIMIT_MS - tookOver, 'the refund to show as completed to the admin', async () => {
      const order = await json<{ refunds: RefundView[] }>(
        survivor.request(`/api/admin/dashboard/orders/${orderId}`, { token: admin.token }),
      );
      const [only] = order.refunds;
      return only?.status === 'succeeded' ? only : undefined;
    });
    const recorded = Date.now() - killed.getTime();
    expect(recorded).toBeLessThan(TAKEOVER_LIMIT_MS);
    expect(refund).toMatchObject({ amount: 5, status: 'succeeded' });
    expect(refund.completedAt).not.toBeNull();
    // PayPal refunded once; our books hold one refund paid, balanced.
    expect(await paypal.sandbox.refundCount()).toBe(1);
    const ledger = await sql.query<{ total: string }>('select coalesce(sum(amount_cents), 0) as total from ledger_entries');
    expect(Number(ledger.rows[0]?.total)).toBe(0);
    console.info(`sweep taken over ${tookOver} ms after the kill; refund recorded at ${recorded} ms`);
  }, 240_000);
});
