import { RETURN_REASON_NAMES } from '@art-market/domain/rules';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import {
  availableArtwork,
  buyNow,
  confirmedOrderNumber,
  demoVendorOf,
  logIn,
  logInAsCustomer,
  payWithPayPal,
  shipAndDeliver,
} from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const DEMO_ADMIN = 'admin@artmarket.local';
/** purchase.e2e.ts buys the first three unsold artworks, after-sale.e2e.ts the seventh, cancel-and-return.e2e.ts the tenth. */
const ARTWORK_INDEX = 12;
const DAMAGE = 'The corner of the canvas is torn and the frame is cracked.';

async function damagePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
}

/** The text of a fact in a definition list: the <dd> after the <dt> with that label. */
async function factOf(scope: Locator, label: string): Promise<string> {
  return ((await scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

/**
 * The collector asks to return the delivered artwork as damaged, with a photo, within 48 hours: a full
 * refund. Through the dashboard's Return dialog when it is there; else through the API, as its
 * dialog would (multipart, the collector's token).
 */
async function requestDamageReturn(page: Page, orderId: string, orderNumber: string) {
  const card = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await card.getByText('Delivered', { exact: true }).waitFor();
  const photo = await damagePhoto();
  const returnButton = card.getByRole('button', { name: 'Return an item' });
  if ((await returnButton.count()) > 0) {
    await returnButton.click();
    const dialog = page.getByRole('dialog', { name: `Return from order #${orderNumber}` });
    await dialog.getByLabel(RETURN_REASON_NAMES.damaged).check();
    await dialog.getByLabel('Describe the problem').fill(DAMAGE);
    await dialog
      .getByLabel('Photos', { exact: true })
      .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await dialog.getByRole('heading', { name: 'Return requested' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return;
  }
  const status = await page.evaluate(
    async ({ orderId, description, photoBase64 }) => {
      const form = new FormData();
      form.append('reason', 'damaged');
      form.append('description', description);
      const bytes = Uint8Array.from(atob(photoBase64), (char) => char.charCodeAt(0));
      form.append('photos', new File([bytes], 'damage.png', { type: 'image/png' }));
      const response = await fetch(`/api/CustomerDashboard/orders/${orderId}/returns`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('customerToken') ?? ''}` },
        body: form,
      });
      return response.status;
    },
    { orderId, description: DAMAGE, photoBase64: photo.toString('base64') },
  );
  expect(status).toBe(201);
}

describe('returns and refunds', () => {
  it('a collector returns a damaged artwork, the admin receives and refunds it, and the artist relists it after a look', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);

    // The collector buys through the PayPal sandbox; the artist ships and delivers.
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await shipAndDeliver(page, `${orderNumber}-1`);

    // The collector finds it damaged and asks to return it, with a photo.
    await logInAsCustomer(page, baseUrl);
    await requestDamageReturn(page, orderId, orderNumber);

    // The admin reviews the request: the artwork, the reason, the photo and the full refund it gives.
    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('tab', { name: 'Returns' }).click();
    const card = page.getByRole('listitem', { name: `Return of order ${orderNumber}` });
    await card.getByText('Requested', { exact: true }).waitFor();
    expect(await factOf(card, 'Items')).toBe(artwork.title);
    expect(await factOf(card, 'Reason')).toBe(RETURN_REASON_NAMES.damaged);
    expect(await factOf(card, 'Description')).toBe(DAMAGE);
    const photo = card.getByRole('img', { name: `Photo 1 of the return of order ${orderNumber}` });
    await photo.waitFor();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(80);
    await card.getByText('Full refund', { exact: true }).waitFor();
    const refundAmount = (await factOf(card, 'Refund')).replace('Full refund', '');
    expect(refundAmount).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve return' });
    // The admin sees where the collector will be told to send it, and the parcel's reference.
    const reference = ((await approve.getByText(/^RET-/).textContent()) ?? '').trim();
    expect(reference).toMatch(new RegExp(`^RET-${orderNumber}-[0-9A-F]{4}$`));
    const returnAddress = ((await approve.locator('address').textContent()) ?? '').trim();
    expect(returnAddress.length).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await approve.getByLabel('Notes').fill('Please use the prepaid label we sent.');
    await approve.getByRole('button', { name: 'Approve return' }).click();
    await approve.waitFor({ state: 'hidden' });
    await card.getByText('Approved', { exact: true }).waitFor();

    // The collector's dashboard says where to send it, with the reference for the parcel.
    await logInAsCustomer(page, baseUrl);
    const returnCard = page.getByRole('listitem', { name: `Return for order ${orderNumber}` });
    await returnCard.getByText(reference, { exact: true }).waitFor();
    expect(((await returnCard.locator('address').textContent()) ?? '').trim()).toBe(returnAddress);
    expect(await returnCard.getByText('We have e-mailed you the details', { exact: false }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('tab', { name: 'Returns' }).click();

    // The artwork is back: receiving it, confirmed, issues the refund.
    await card.getByRole('button', { name: 'Mark received' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`The refund of ${refundAmount} is issued now`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Mark received' }).click();
    await page.getByText(`Return of order ${orderNumber} received: refund of ${refundAmount} issued`).waitFor();
    // The badge in the card's header (the received date is a fact further down).
    await card.getByText('Received', { exact: true }).first().waitFor();

    // The PayPal sandbox pays the refund just after the receipt commits: a fresh look shows it refunded.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Returns' }).click();
          const shown = page.getByRole('listitem', { name: `Return of order ${orderNumber}` });
          await shown.getByText('Received', { exact: true }).first().waitFor();
          return factOf(shown, 'Refund');
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(`${refundAmount}Refunded`);

    // The order shows the refund, with nothing left to refund.
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const order = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    const refund = order.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: 'Return' });
    await refund.getByText(refundAmount, { exact: true }).waitFor();
    await refund.getByText('Refunded', { exact: true }).waitFor();
    await order.getByText(`Refunded ${refundAmount} · left to refund $0.00`).waitFor();
    expect(await order.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);

    // Reported damaged, the artwork came back off sale: nobody can buy it until the artist has looked.
    const onSale = async () =>
      !((await (await fetch(`${baseUrl}/api/Product/${artwork.id}`)).json()) as { isSoldOut: boolean }).isSoldOut;
    expect(await onSale()).toBe(false);

    // The artist inspects it in the studio and relists it as it was.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await page.getByRole('button', { name: `View Details of order ${orderNumber}-1` }).click();
    const studioOrder = page.getByRole('dialog', { name: `Order ${orderNumber}-1` });
    const returned = studioOrder.getByRole('group', { name: `Returned artwork: ${artwork.title}` });
    await returned.getByText('It was reported as arrived damaged', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await returned.getByRole('button', { name: 'Relist as it was' }).click();
    await returned.getByText('Relisted after inspection', { exact: false }).waitFor();
    expect(await onSale()).toBe(true);
  });
});
