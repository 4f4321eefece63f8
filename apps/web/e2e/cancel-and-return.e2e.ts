import { CancelMessages } from '@art-market/domain/copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { availableArtwork, buyNow, confirmedOrderNumber, logInAsCustomer, payWithPayPal } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** purchase.e2e.ts buys the first three unsold artworks and after-sale.e2e.ts the seventh; this journey stays clear of them. */
const ARTWORK_INDEX = 9;

describe('cancelling an order', () => {
  it('a collector cancels a PayPal order within 24 hours and sees the refund', async () => {
    const { page, baseUrl } = browser;
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, ARTWORK_INDEX), 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);

    // Just paid, nothing shipped: the order offers Cancel with the time left.
    await page.goto(`${baseUrl}/customer-dashboard`);
    const card = page.getByRole('listitem', { name: `Order ${orderNumber}` });
    await card.getByText(/^You can cancel for another 2[34] h \d+ min$/).waitFor();
    await card.getByRole('button', { name: 'Cancel order' }).click();

    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderNumber}?` });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Reason (optional)').fill('Bought the wrong size for the wall');
    const confirm = dialog.getByRole('button', { name: /^Cancel order and refund \$[\d,]+\.\d{2}$/ });
    const refundAmount = ((await confirm.textContent()) ?? '').replace('Cancel order and refund ', '');
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });

    // The API's message, the order Cancelled, and the whole amount paid refunded.
    await card.getByText(CancelMessages.cancelled).waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    const refunds = card.getByRole('region', { name: 'Refunds' });
    const refund = refunds.getByRole('listitem').filter({ hasText: 'Bought the wrong size for the wall' });
    await refund.getByText(refundAmount, { exact: true }).waitFor();
    expect(await refunds.getByText('Total refunded').locator('xpath=following-sibling::dd').textContent()).toBe(refundAmount);

    // The PayPal sandbox pays the refund just after the cancellation commits: a fresh look shows it paid.
    await expect
      .poll(
        async () => {
          await page.reload();
          const shown = page.getByRole('listitem', { name: `Order ${orderNumber}` }).getByRole('region', { name: 'Refunds' });
          await shown.waitFor();
          return (await shown.getByRole('listitem').first().textContent()) ?? '';
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toMatch(/Refunded on /);
    await page
      .getByRole('listitem', { name: `Order ${orderNumber}` })
      .getByText('Cancelled', { exact: true })
      .waitFor();
  });
});
