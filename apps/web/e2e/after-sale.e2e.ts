import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDORS } from '../../api/src/modules/demo/demo-artworks.ts';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import { type JourneyServer, STARTUP_LIMIT_MS, startServer } from './journey-server.ts';
import {
  availableArtwork,
  buyNow,
  confirmedOrderNumber,
  logInAsCustomer,
  logIn as logInTo,
  payWithPayPal,
  shipAndDeliver,
} from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const DEMO_ADMIN = 'admin@artmarket.local';
const DEMO_CUSTOMER = 'customer@artmarket.local';
/** purchase.e2e.ts buys the first three unsold artworks; this journey stays clear of them. */
const ARTWORK_INDEX = 6;

/** The demo vendor selling an artwork: the public page names the artist, the demo catalogue gives each vendor its artists. */
async function demoVendorOf(baseUrl: string, productId: string) {
  const product = (await (await fetch(`${baseUrl}/api/Product/${productId}`)).json()) as { artistName: string };
  const vendor = DEMO_VENDORS.find((candidate) => (candidate.artists as readonly string[]).includes(product.artistName));
  if (!vendor) throw new Error(`no demo vendor shows the artist ${product.artistName}`);
  return vendor;
}

async function logIn(page: Page, url: string, email: string, landing: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoLogin(email).password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((current) => current.pathname === landing);
}

/** Opens the vendor order's details modal from the Dashboard tab's paid orders. */
async function openVendorOrder(page: Page, vendorOrderNumber: string) {
  await page.getByRole('button', { name: `View Details of order ${vendorOrderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${vendorOrderNumber}` });
  await dialog.waitFor();
  return dialog;
}

describe('after the sale', () => {
  it('the vendor ships and delivers, the customer tracks the parcel, and Mark as Paid waits for the return window, saying so', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);

    // The customer buys through the PayPal sandbox.
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);
    const vendorOrderNumber = `${orderNumber}-1`;

    // The vendor finds the paid order, ships it with tracking, then marks it delivered.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    const orders = page.getByRole('table', { name: 'Paid orders' });
    const row = orders.getByRole('row').filter({ hasText: vendorOrderNumber });
    await row.getByText(artwork.title).waitFor();
    const earnings = ((await row.getByRole('cell').nth(5).textContent()) ?? '').trim();
    expect(earnings).toMatch(/^\$[\d,]+\.\d{2}$/);

    // The status is left as it is: saving the tracking marks the order Shipped.
    let dialog = await openVendorOrder(page, vendorOrderNumber);
    await dialog.getByLabel('Tracking number').fill('BD123456789IN');
    await dialog.getByLabel('Shipping provider').fill('India Post');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Tracking information updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Shipped', { exact: true }).waitFor();

    dialog = await openVendorOrder(page, vendorOrderNumber);
    expect(await dialog.getByLabel('Tracking number').inputValue()).toBe('BD123456789IN');
    await dialog.getByLabel('Delivery status').selectOption({ label: 'Delivered' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Order status updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Delivered', { exact: true }).waitFor();

    // The customer sees the parcel's tracking in the dashboard.
    await logInAsCustomer(page, baseUrl);
    const card = page.getByRole('listitem', { name: `Order ${orderNumber}` });
    await card.getByText('Delivered', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'View Full Details' }).click();
    await card.getByText('BD123456789IN').waitFor();
    await card.getByText('India Post').waitFor();

    // The admin finds the order and the customer, then pays the vendor.
    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber }).waitFor();
    await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const orderDialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await orderDialog.getByRole('table', { name: 'Order items' }).getByText(artwork.title).waitFor();
    await orderDialog.getByRole('button', { name: 'Close' }).click();
    await orderDialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByLabel('Search term').fill(DEMO_CUSTOMER);
    await page.getByRole('button', { name: 'Search' }).click();
    const customers = page.getByRole('table', { name: 'Customers' });
    // Other journeys register customers too; the demo customer is found once among the matches.
    await customers.getByRole('row').filter({ hasText: DEMO_CUSTOMER }).waitFor();
    expect(await customers.getByRole('row').filter({ hasText: DEMO_CUSTOMER }).count()).toBe(1);
    await page.getByRole('button', { name: 'View Asha Collector' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'Asha Collector' });
    await customerDialog.getByText(orderNumber).waitFor();
    await customerDialog.getByRole('button', { name: 'Close' }).click();
    await customerDialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Earnings' }).click();
    await page.getByRole('heading', { name: 'Order Payment Details' }).waitFor();
    const payment = page
      .getByRole('table', { name: 'Order payment details' })
      .getByRole('row')
      .filter({ hasText: vendorOrderNumber });
    await payment.getByText('Delivered', { exact: true }).waitFor();
    expect(await payment.getByText(earnings, { exact: true }).count()).toBe(1);
    // Delivered just now, the collector can still return it: the button says from when it can be paid,
    // and the dialog says why before asking for any money.
    const waiting = payment.getByRole('button', {
      name: new RegExp(`^Mark order ${vendorOrderNumber} as paid: Payable from \\d{1,2} \\w{3}$`),
    });
    await waiting.click();
    const record = page.getByRole('dialog', { name: 'Record vendor payment' });
    await record.getByText('The collector can still return this order: its return window closes at', { exact: false }).waitFor();
    expect(await record.getByRole('button', { name: 'Mark as Paid' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await record.waitFor({ state: 'hidden' });

    // The vendor sees the earning still pending in the earnings panel, nothing paid yet.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    const figures = page.getByRole('region', { name: 'Earnings', exact: true });
    await figures.waitFor();
    expect(
      await page.getByRole('table', { name: 'Statements' }).getByRole('row').filter({ hasText: vendorOrderNumber }).count(),
    ).toBe(0);
  });
});

/** The text of a fact in a definition list: the <dd> after the <dt> with that label. */
async function factOf(scope: Locator, label: string | RegExp): Promise<string> {
  const term = typeof label === 'string' ? scope.getByText(label, { exact: true }) : scope.getByText(label);
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

const dollars = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A week must pass after delivery before the vendor can be paid (the return window): this journey runs its own
 * server on its own data folder, then restarts it on the same folder with its clock eight days on
 * (shifted-clock.ts, loaded only by the journey). The demo seed's payout accounts are older than their wait.
 */
describe('paying the vendor after a partial refund', () => {
  const port = Number(process.env.E2E_PORT ?? 5190) + 1;
  let dataDir = '';
  let server: JourneyServer | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-e2e-net-'));
    server = await startServer({ port, dataDir });
  }, STARTUP_LIMIT_MS);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a partial refund then Mark as Paid shows and records the net amount', { timeout: 600_000 }, async () => {
    const { page } = browser;
    let baseUrl = server?.baseUrl ?? '';
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);

    // Bought through the PayPal sandbox, shipped and delivered.
    await logInAsCustomer(page, baseUrl, dataDir);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);
    const vendorOrderNumber = `${orderNumber}-1`;
    await logInTo(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard', dataDir);
    await shipAndDeliver(page, vendorOrderNumber);

    // The admin refunds $50.00 of it; the PayPal sandbox pays it back just after.
    await logInTo(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard', dataDir);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const order = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await order.getByRole('button', { name: 'Refund', exact: true }).click();
    const refundDialog = page.getByRole('dialog', { name: 'Refund order' });
    await refundDialog.getByLabel('Amount (USD)').fill('50');
    await refundDialog.getByLabel('Reason').fill('A corner of the frame was chipped; the collector keeps it.');
    await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText(`Refund of $50.00 issued for order ${orderNumber}`).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Orders' }).click();
          await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
          const shown = page.getByRole('dialog', { name: `Order ${orderNumber}` });
          const refunded = await shown.getByRole('table', { name: 'Refunds' }).getByText('Refunded', { exact: true }).count();
          await page.keyboard.press('Escape');
          return refunded;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);

    // Eight days on, the return window has closed.
    await server?.stop();
    server = await startServer({ port, dataDir, clockOffsetMs: 8 * 24 * 60 * 60 * 1000 });
    baseUrl = server.baseUrl;

    await logInTo(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard', dataDir);
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await page.getByRole('heading', { name: 'Order Payment Details' }).waitFor();
    const row = page
      .getByRole('table', { name: 'Order payment details' })
      .getByRole('row')
      .filter({ hasText: vendorOrderNumber });
    const markPaid = row.getByRole('button', { name: `Mark order ${vendorOrderNumber} as paid`, exact: true });
    await markPaid.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Read before the dialog opens: a modal hides the page behind it from role queries.
    const rowText = (await row.textContent()) ?? '';
    await markPaid.click();
    const record = page.getByRole('dialog', { name: 'Record vendor payment' });
    const facts = record.locator('dl[aria-label="What the vendor is owed"]');
    await facts.waitFor();
    const gross = dollars(await factOf(facts, 'Earning as sold'));
    const refundLine = await factOf(facts, /^Refund of /);
    const net = await factOf(facts, 'Owed');
    // Gross, the refund's own line, and the net: what the admin is told to send, and the row's Vendor Payment.
    expect(dollars(refundLine)).toBeLessThan(0);
    expect(Math.round((gross + dollars(refundLine)) * 100)).toBe(Math.round(dollars(net) * 100));
    expect(dollars(net)).toBeLessThan(gross);
    await record.getByText(`Send ${net} to`, { exact: false }).waitFor();
    expect(rowText).toContain(net);
    expect(await seriousViolations(page)).toEqual([]);
    const reference = `UTR${orderNumber}`;
    await record.getByLabel("Bank's transfer reference (optional)").fill(reference);
    await record.getByRole('button', { name: 'Mark as Paid' }).click();
    await record.waitFor({ state: 'hidden' });
    await markPaid.waitFor({ state: 'detached' });
    expect(await row.getByText(net, { exact: true }).count()).toBe(1);

    // The payout recorded is the net amount: the vendor's statement says so, and so does the API.
    await logInTo(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard', dataDir);
    const statements = page.getByRole('table', { name: 'Statements' });
    const statement = statements.getByRole('row').filter({ hasText: net });
    await statement.first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const session = (await (
      await fetch(`${baseUrl}/api/vendor/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(demoLogin(vendor.email, dataDir)),
      })
    ).json()) as { token: string; vendorId: string };
    const payouts = (await (
      await fetch(`${baseUrl}/api/vendordashboard/payouts/${session.vendorId}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      })
    ).json()) as { amount: number; itemCount: number }[];
    expect(payouts.map((payout) => usd(Math.round(payout.amount * 100)))).toContain(net);
  });
});
