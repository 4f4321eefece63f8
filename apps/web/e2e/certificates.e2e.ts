import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CertificateMessages } from '@art-market/domain/copy';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readMailFolder } from '../../api/src/test/outbox.ts';
import { qrCodeInPdf } from '../../api/src/test/pdf-qr.ts';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import {
  availableArtwork,
  buyNow,
  confirmedOrderNumber,
  demoVendorOf,
  logIn,
  payWithPayPal,
  registerCollector,
  shipAndDeliver,
} from './shopping.ts';

// Issue 30, part 3 (ADR 0049): a delivered order's certificate is downloaded, its QR code's link verifies
// it, and it is transferred to another collector, after which the verify page shows both owners.

/** One the other journeys do not buy. */
const ARTWORK_INDEX = 44;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

async function logInAs(page: Page, baseUrl: string, collector: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(collector.email);
  await page.getByLabel(/^Password/).fill(collector.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/customer-dashboard`);
}

/** The link of the last certificate transfer mailed to this address, once the outbox worker has written it. */
async function transferLinkTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await readMailFolder(path.join(inject('dataDir'), 'outbox'));
      const message = mail.filter((text) => text.includes(`To: ${email}`)).at(-1) ?? '';
      link = /https?:\/\/[^\s"<>]+\/certificate-transfers\/[\w-]+/.exec(message)?.[0];
      return link !== undefined;
    })
    .toBe(true);
  return link ?? '';
}

describe('certificates of sale', () => {
  it('a delivered order’s certificate is downloaded, verified through its QR code, and transferred', {
    timeout: 240_000,
  }, async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);
    const buyer = await registerCollector(baseUrl, 'buyer');
    const nextOwner = await registerCollector(baseUrl, 'heir');

    // The collector buys through the PayPal sandbox; the artist ships and delivers.
    await logInAs(page, baseUrl, buyer);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await shipAndDeliver(page, `${orderNumber}-1`);

    // The dashboard lists the certificate; its PDF downloads.
    await logInAs(page, baseUrl, buyer);
    await page.goto(`${baseUrl}/customer-dashboard#certificates`);
    const item = page.getByRole('listitem', { name: /^Certificate AM-C-/ });
    await item.getByText(artwork.title).waitFor();
    const number = ((await item.getAttribute('aria-label')) ?? '').replace('Certificate ', '');
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Its QR code leads to the verify page, which says the certificate checks and stands.
    const verifyUrl = qrCodeInPdf(pdf);
    expect(verifyUrl).toMatch(new RegExp(`/verify/${number}$`));
    await page.goto(verifyUrl ?? '');
    await page.getByText(CertificateMessages.signatureChecks).waitFor();
    await page.getByText(CertificateMessages.stands).waitFor();
    await page.getByRole('region', { name: 'Certified facts' }).getByText(artwork.title).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The owner transfers it to another collector by e-mail.
    await page.goto(`${baseUrl}/customer-dashboard#certificates`);
    await item.getByRole('button', { name: 'Transfer to a new owner' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel("New owner's e-mail").fill(nextOwner.email);
    await dialog.getByRole('button', { name: 'Send the transfer' }).click();
    await item.getByText(CertificateMessages.transferOffered(nextOwner.email)).waitFor();
    await item.getByRole('button', { name: 'Cancel the transfer' }).waitFor();

    // The new owner opens the mailed link, signed in with that address, and accepts, named.
    const link = await transferLinkTo(nextOwner.email);
    await logInAs(page, baseUrl, nextOwner);
    await page.goto(`${baseUrl}${new URL(link).pathname}`);
    await page.getByLabel(CertificateMessages.showNameLabel).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept the certificate' }).click();
    await page.getByText(CertificateMessages.transferAccepted).waitFor();

    // The verify page shows both owners by date: the buyer by initials, the new owner by name.
    await page.getByRole('link', { name: 'See the certificate' }).click();
    await page.getByText(CertificateMessages.signatureChecks).waitFor();
    const owners = page.getByRole('list', { name: 'Owners, oldest first' }).getByRole('listitem');
    await expect
      .poll(() => owners.allTextContents())
      .toEqual([expect.stringMatching(/^L\. V\. bought it on Art Market/), expect.stringMatching(/^Leela Varma by transfer/)]);
  });
});
