import pg from 'pg';
import { hashPassword } from '../modules/accounts/passwords.ts';

// The checkout under load: BUYERS customers, each with a distinct artwork, save their address (a new
// order each round, as changing the shipping choice changes the cart), then pay through the PayPal sandbox.
// The server trusts 127.0.0.1 as a proxy (TRUST_PROXY, see bench.ts) and each buyer sends its own
// X-Forwarded-For: per-IP login limits would otherwise turn most of 50 logins from one address away.
const BUYERS = 50;
const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 20);
const PASSWORD = 'bench-buyer-password';

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface CheckoutResult {
  orderCreation: Latency;
  paypalCreate: Latency;
  paypalCapture: Latency;
}

interface Buyer {
  token: string;
  /** Each buyer comes from its own address (through the trusted proxy hop), as real buyers do. */
  address: string;
  productId: string;
  shippingOptionIds: string[];
}

export async function measureCheckout(baseUrl: string, databaseUrl: string, productIds: string[]): Promise<CheckoutResult> {
  const buyers = await prepareBuyers(baseUrl, databaseUrl, productIds);
  const orderTimes: number[] = [];
  let orderErrors = 0;
  const orderIds = new Map<Buyer, string>();
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let round = 0; round < ROUNDS; round++) {
        const shippingOptionId = buyer.shippingOptionIds[round % buyer.shippingOptionIds.length];
        await call(baseUrl, buyer, 'POST', '/api/Cart/add', { productId: buyer.productId, shippingOptionId });
        const started = performance.now();
        const answer = await call(baseUrl, buyer, 'POST', '/api/Orders/shipping', shippingAddress);
        orderTimes.push(performance.now() - started);
        if (answer.status === 200) orderIds.set(buyer, ((await answer.json()) as { orderId: string }).orderId);
        else {
          orderErrors += 1;
          if (orderErrors <= 3) console.warn(`order creation answered ${answer.status}: ${await answer.text()}`);
        }
      }
    }),
  );

  const createTimes: number[] = [];
  const captureTimes: number[] = [];
  let paypalErrors = 0;
  await Promise.all(
    buyers.map(async (buyer) => {
      const orderId = orderIds.get(buyer);
      let started = performance.now();
      const created = await call(baseUrl, buyer, 'POST', '/api/Payment/create-paypal-order', { orderId });
      createTimes.push(performance.now() - started);
      if (created.status !== 200) {
        paypalErrors += 1;
        return;
      }
      const { payPalOrderId } = (await created.json()) as { payPalOrderId: string };
      // The payer approves on the sandbox page (a form post), as a browser would.
      await fetch(`${baseUrl}/sandbox/paypal/checkoutnow`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: payPalOrderId, outcome: 'approve' }),
        redirect: 'manual',
      });
      started = performance.now();
      const captured = await call(baseUrl, buyer, 'POST', '/api/Payment/capture-paypal-payment', {
        orderId,
        payPalOrderId,
      });
      captureTimes.push(performance.now() - started);
      if (captured.status !== 200) paypalErrors += 1;
    }),
  );
  return {
    orderCreation: latency(orderTimes, orderErrors),
    paypalCreate: latency(createTimes, 0),
    paypalCapture: latency(captureTimes, paypalErrors),
  };
}

const shippingAddress = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'bench.buyer@example.com',
  phone: '+15555550123',
  address: '1 Load Street',
  city: 'Austin',
  state: 'Texas',
  zipCode: '73301',
  country: 'United States',
};

/** Customers are inserted directly (registration is throttled per address), then log in through the API. */
async function prepareBuyers(baseUrl: string, databaseUrl: string, candidates: string[]): Promise<Buyer[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const live = await client.query<{ id: string }>(
    'select id from products where id = any($1::uuid[]) and is_approved and is_active and not is_sold_out limit $2',
    [candidates, BUYERS],
  );
  const productIds = live.rows.map((row) => row.id);
  const passwordHash = await hashPassword(PASSWORD);
  const emails = productIds.map((_, index) => `bench-buyer-${index}@example.com`);
  await client.query(
    `insert into customers (email, first_name, last_name, mobile_number, country, password_hash)
     select unnest($1::text[]), 'Bench', 'Buyer', '+15555550123', 'United States', $2
     on conflict do nothing`,
    [emails, passwordHash],
  );
  const options = await client.query<{ product_id: string; ids: string[] }>(
    'select product_id, array_agg(id::text order by cost_cents) as ids from shipping_options where product_id = any($1::uuid[]) group by product_id',
    [productIds],
  );
  await client.end();
  const optionsOf = new Map(options.rows.map((row) => [row.product_id, row.ids]));
  return Promise.all(
    productIds.map(async (productId, index) => {
      const ip = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const login = await fetch(`${baseUrl}/api/Customer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: emails[index], password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`bench buyer login answered ${login.status}: ${await login.text()}`);
      const { token } = (await login.json()) as { token: string };
      return { token, ip, productId, shippingOptionIds: optionsOf.get(productId) ?? [] };
    }),
  );
}

function call(baseUrl: string, buyer: Buyer, method: string, path: string, body: object) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${buyer.token}`,
      'content-type': 'application/json',
      'x-forwarded-for': buyer.ip,
    },
    body: JSON.stringify(body),
  });
}

function latency(samples: number[], errors: number): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), errors };
}
