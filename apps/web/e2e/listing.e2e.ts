import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatUsd } from '@art-market/domain/rules';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../api/src/test/outbox.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import { pendingArtwork } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const DEMO_VENDOR = 'studio.kaveri@artmarket.local';
const DEMO_ADMIN = 'admin@artmarket.local';

async function logIn(page: Page, url: string, account: { email: string; password: string }, landing: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((current) => current.pathname === landing);
}

async function artworkFiles() {
  const folder = tmpdir();
  const suffix = randomBytes(3).toString('hex');
  const front = path.join(folder, `front-${suffix}.png`);
  const detail = path.join(folder, `detail-${suffix}.jpg`);
  const certificate = path.join(folder, `certificate-${suffix}.pdf`);
  await writeFile(
    front,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer(),
  );
  await writeFile(
    detail,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e76f51' } })
      .jpeg()
      .toBuffer(),
  );
  await writeFile(certificate, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return { front, detail, certificate };
}

describe('listing an artwork', () => {
  it('goes from the Add ART form to live through the admin approval, then another artwork is marked sold out', async () => {
    const { page, baseUrl } = browser;
    const title = `Harbour Study ${randomBytes(2).toString('hex')}`;
    const files = await artworkFiles();

    await logIn(page, `${baseUrl}/vendorlogin`, demoLogin(DEMO_VENDOR), '/vendor-dashboard');
    await page.getByRole('tab', { name: 'Add New Product' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Artist name').fill('Meera Iyer');
    await page.getByLabel('Artist type').selectOption('Featured Artists');
    await page.getByRole('combobox', { name: /^Category/ }).selectOption('Themes');
    await page.getByLabel('Subcategory').selectOption('Nature');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Boats resting in the evening harbour, painted in layered blues.');
    await page.getByLabel('Artwork images').setInputFiles([files.front, files.detail]);
    await page.getByLabel('This artwork has a certificate of authenticity').check();
    await page.getByLabel('Certificate file').setInputFiles(files.certificate);
    await page.getByLabel('Width (inches)').fill('24');
    await page.getByLabel('Height (inches)').fill('30');
    await page.getByLabel('Frame type').selectOption('Framed');
    await page.getByLabel('Domestic delivery time (days)').fill('6');
    await page.getByLabel('Domestic shipping cost (USD)').fill('30');
    await page.getByLabel('Price (USD)').fill('1000');
    await page.getByLabel('Country of origin').selectOption('India');
    const summary = page.getByRole('complementary', { name: 'Price summary' });
    await summary.getByText('$700.00').waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText(/Product added successfully! \(P\d{5}\)/).waitFor();

    await page.getByRole('tab', { name: 'Products' }).click();
    const pendingRow = page.getByRole('row').filter({ hasText: title });
    await pendingRow.getByText('Pending', { exact: true }).waitFor();

    await logIn(page, `${baseUrl}/admin-login`, demoLogin(DEMO_ADMIN), '/admin-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: `Edit/Approve ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption('approved');
    await dialog.getByLabel('Commission percentage').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText('Approved', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/vendor-dashboard`);
    await page.getByRole('tab', { name: 'Products' }).click();
    const liveRow = page.getByRole('row').filter({ hasText: title });
    await liveRow.getByText('Live', { exact: true }).waitFor();
    expect(await liveRow.getByText('10% ($100.00)').count()).toBe(1);
    expect(await liveRow.getByText('$900.00').count()).toBe(1);

    const other = page.getByRole('row').filter({ hasText: 'Live' }).filter({ hasNotText: title }).first();
    const otherTitle = (await other.getByRole('cell').nth(1).textContent()) ?? '';
    // Sold out and Disable live in the row's actions menu.
    await other.getByRole('button', { name: `Actions for ${otherTitle}` }).click();
    await page
      .getByRole('menu', { name: `Actions for ${otherTitle}` })
      .getByRole('menuitem', { name: 'Mark sold out' })
      .click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to mark this product as sold out?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark sold out' }).click();
    await page.getByRole('row').filter({ hasText: otherTitle }).getByText('Sold Out', { exact: true }).waitFor();

    const publicPage = await page.request.get(`${baseUrl}/api/Product/search?query=${encodeURIComponent(title)}`);
    expect((await publicPage.json()).map((row: { title: string }) => row.title)).toContain(title);
  });
});

async function apiLogin(baseUrl: string, email: string): Promise<{ token: string; vendorId: string }> {
  const response = await fetch(`${baseUrl}/api/vendor/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoLogin(email)),
  });
  return (await response.json()) as { token: string; vendorId: string };
}

/** The studio's Edit listing dialog, opened from the row's actions menu on the Products tab. */
async function openEditListing(page: Page, title: string) {
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page
    .getByRole('menu', { name: `Actions for ${title}` })
    .getByRole('menuitem', { name: 'Edit listing' })
    .click();
  return page.getByRole('dialog', { name: 'Edit listing' });
}

async function publicPrice(baseUrl: string, productId: string): Promise<number> {
  return ((await (await fetch(`${baseUrl}/api/Product/${productId}`)).json()) as { price: number }).price;
}

describe('changing a listing after it is submitted', () => {
  it('an artist edits a live listing’s price: it goes back to moderation while the old one stays up', async () => {
    const { page, baseUrl } = browser;
    await logIn(page, `${baseUrl}/vendorlogin`, demoLogin(DEMO_VENDOR), '/vendor-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Live' }).nth(2);
    const title = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
    const vendor = await apiLogin(baseUrl, DEMO_VENDOR);
    const products = (await (
      await fetch(`${baseUrl}/api/vendordashboard/${vendor.vendorId}/products`, {
        headers: { authorization: `Bearer ${vendor.token}` },
      })
    ).json()) as { id: string; title: string; price: number }[];
    const listing = products.find((candidate) => candidate.title === title);
    if (!listing) throw new Error(`no product titled ${title}`);
    const newPrice = listing.price + 150;

    const dialog = await openEditListing(page, title);
    await dialog.getByText(/your changes go to review and the live version stays up/).waitFor();
    await dialog.getByLabel('Price (USD)').fill(String(newPrice));
    await dialog.getByRole('button', { name: 'Send changes for review' }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText('Change in review').waitFor();
    await page.getByRole('row').filter({ hasText: title }).getByText('Live', { exact: true }).waitFor();
    expect(await publicPrice(baseUrl, listing.id)).toBe(listing.price);

    await logIn(page, `${baseUrl}/admin-login`, demoLogin(DEMO_ADMIN), '/admin-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText('Change waiting').waitFor();
    await page.getByRole('button', { name: `Edit/Approve ${title}` }).click();
    const review = page.getByRole('dialog', { name: 'Product approval' });
    await review.getByText(`Live now: ${formatUsd(listing.price)}`).waitFor();
    await review.getByText(formatUsd(newPrice), { exact: true }).first().waitFor();
    expect(await publicPrice(baseUrl, listing.id)).toBe(listing.price);
    await review.getByLabel('Status').selectOption('approved');
    await review.getByRole('button', { name: 'Save' }).click();
    await review.waitFor({ state: 'detached' });
    await expect.poll(() => publicPrice(baseUrl, listing.id)).toBe(newPrice);
    expect(await page.getByRole('row').filter({ hasText: title }).getByText('Change waiting').count()).toBe(0);
  });

  it('the admin sees what it approves and rejects with a reason; the artist fixes it and sends it again', async () => {
    const { page, baseUrl, dataDir } = browser;
    const title = `Drying Nets ${randomBytes(2).toString('hex')}`;
    const reason = 'The photo is too dark to judge the colours';
    await pendingArtwork(baseUrl, await apiLogin(baseUrl, DEMO_VENDOR), title);

    await logIn(page, `${baseUrl}/admin-login`, demoLogin(DEMO_ADMIN), '/admin-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: `Edit/Approve ${title}` }).click();
    const review = page.getByRole('dialog', { name: 'Product approval' });
    const details = review.getByRole('region', { name: 'Listing under review' });
    const image = details.getByRole('img', { name: `${title} by Meera Iyer (1 of 1)` });
    await image.waitFor();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(400);
    await details.getByText('Fishing nets drying on the shore at noon.').waitFor();
    await details.getByText('$1,250.00').waitFor();
    await details.getByText('$25.00').waitFor();
    await details.getByText('ART ORIGIN Domestic Shipping: $30.00, 6 days').waitFor();
    await details.getByText('Famous Artists').waitFor();
    await details.getByText('None', { exact: true }).waitFor();

    await review.getByLabel('Status').selectOption('rejected');
    await review.getByRole('button', { name: 'Save' }).click();
    await review.getByText('Please give the reason for the rejection').waitFor();
    await review.getByLabel(/Reason for rejection/).fill(reason);
    await review.getByRole('button', { name: 'Save' }).click();
    await review.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: title }).getByText('Rejected', { exact: true }).waitFor();
    await expect
      .poll(async () => (await readOutbox(dataDir)).some((mail) => mail.includes(`To: ${DEMO_VENDOR}`) && mail.includes(reason)))
      .toBe(true);

    await logIn(page, `${baseUrl}/vendorlogin`, demoLogin(DEMO_VENDOR), '/vendor-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Rejected', { exact: true }).waitFor();
    const dialog = await openEditListing(page, title);
    await dialog.getByText(`Not approved: ${reason}`).waitFor();
    await dialog
      .getByRole('textbox', { name: /^Description/ })
      .fill('Fishing nets drying on the shore, photographed in daylight.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await row.getByText('Pending', { exact: true }).waitFor();
  });
});
