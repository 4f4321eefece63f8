import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitResetCode } from '../../api/src/test/outbox.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const unique = () => randomBytes(3).toString('hex');

describe('a customer', () => {
  it('registers, logs in, logs out and resets the password with the e-mailed code', async () => {
    const { page, baseUrl, dataDir } = browser;
    const email = `collector.${unique()}@example.com`;

    await page.goto(`${baseUrl}/customer-registration`);
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Karim');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill('+44 7911 123456');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Country of residence').selectOption('United Kingdom');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();

    await page.getByLabel('Password').fill('gallery-visit-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password').fill('gallery-visit-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
    await page.getByText('Welcome, Nadia').waitFor();
    await page.getByText('Your Order History Is Empty').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();

    await page.goto(`${baseUrl}/Customer-forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('OTP will expire in 5 minutes').waitFor();
    const code = await awaitResetCode(dataDir, email);
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByLabel(/^New password/).fill('new-gallery-pass-7');
    await page.getByLabel('Confirm new password').fill('something-else-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill('new-gallery-pass-7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('new-gallery-pass-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
  });
});

describe('a vendor', () => {
  it('registers with a logo and a banner, then logs in to the studio', async () => {
    const { page, baseUrl } = browser;
    const email = `studio.${unique()}@example.com`;
    const logo = path.join(tmpdir(), `logo-${unique()}.png`);
    const banner = path.join(tmpdir(), `banner-${unique()}.jpg`);
    await writeFile(
      logo,
      await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2f4f4f' } })
        .png()
        .toBuffer(),
    );
    await writeFile(
      banner,
      await sharp({ create: { width: 900, height: 240, channels: 3, background: '#c2a878' } })
        .jpeg()
        .toBuffer(),
    );

    await page.goto(`${baseUrl}/vendor-registration`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page
      .getByText(/Please fill in all required fields: Display Name/)
      .first()
      .waitFor();

    await page.getByLabel('Display Name').fill('Atelier Monsoon');
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Last Name').fill('Menon');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brushes-and-ink');
    await page.getByLabel('Mobile Number').fill('98450 12345');
    await page.getByLabel('Address Line 1').fill('4 Fort Road');
    await page.getByLabel('City').fill('Kochi');
    await page.getByLabel('State').fill('Kerala');
    await page.getByLabel('Country').fill('India');
    await page.getByLabel('Post Code').fill('682001');
    await page.getByLabel('Logo').setInputFiles(logo);
    await page.getByLabel('Banner').setInputFiles(banner);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please enter a valid phone number with country code (e.g., +1234567890)').first().waitFor();

    await page.getByLabel('Mobile Number').fill('+91 98450 12345');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${baseUrl}/vendorlogin`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    await page.getByLabel('Email').fill(`  ${email}  `);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The email or password you entered is incorrect. Please try again.').waitFor();
    await page.getByLabel('Password').fill('brushes-and-ink');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/vendor-dashboard`);
    await page.getByText('Atelier Monsoon').first().waitFor();
    const vendorData = JSON.parse((await page.evaluate(() => localStorage.getItem('vendorData'))) ?? '{}');
    expect(vendorData.vendor?.logoUrl ?? vendorData.logoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });
});

describe('an admin', () => {
  it('logs in and out', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/admin-dashboard`);
    await page.waitForURL(`${baseUrl}/admin-login`);
    await page.getByText('Please log in to access the dashboard').waitFor();
    await page.getByLabel('Email').fill('admin@artmarket.local');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid credentials').waitFor();
    await page.getByLabel('Password').fill(demoLogin('admin@artmarket.local').password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin-dashboard`);
    await page.getByText('Welcome, Demo Admin').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(await adminMeStatus(baseUrl, token)).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`);
    expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminData')])).toEqual([
      null,
      null,
    ]);
    // The logout call ended the session on the server: a copy of the token is dead too.
    await expect.poll(() => adminMeStatus(baseUrl, token)).toBe(401);
  });
});

async function adminMeStatus(baseUrl: string, token: string | null): Promise<number> {
  const response = await fetch(`${baseUrl}/api/AdminAuth/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}
