import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';

// An admin turns on two-factor authentication in the console and signs in again with a code from the app
// (here computed from the key shown on screen, as an authenticator app would).

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});

const admin = demoLogin('admin@artmarket.local');
let secret: string | undefined;
let recoveryCodes: string[] = [];

/** A code for a 30-second step after `usedCode`'s: the server refuses a step it has already taken. */
async function nextCode(usedCode: string): Promise<string> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const code = await generate({ secret: secret ?? '' });
    if (code !== usedCode) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no new code within 45 s');
}

async function post(path: string, body: object, token?: string) {
  const response = await fetch(`${browser.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

// The other journeys sign in as this admin with the password alone: turn the factor off again, with recovery codes.
afterAll(async () => {
  try {
    if (recoveryCodes.length >= 2) {
      const login = await post('/AdminAuth/login', admin);
      const session = login.secondStepToken
        ? await post('/AdminAuth/login/second-step', { secondStepToken: login.secondStepToken, code: recoveryCodes[0] })
        : login;
      await post(
        '/AdminAuth/two-factor/disable',
        { currentPassword: admin.password, code: recoveryCodes[1] },
        String(session.token),
      );
      const again = await post('/AdminAuth/login', admin);
      if (!again.token) throw new Error(`the demo admin still has two-factor authentication on: ${JSON.stringify(again)}`);
    }
  } finally {
    await browser.close();
  }
});

describe('two-factor authentication for an admin', () => {
  it('is set up from the console with a QR code and a first code, then asked for at the next sign-in', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/admin-login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-dashboard');

    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const firstCode = await generate({ secret });
    await page.getByLabel('Authentication code').fill(firstCode);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText('Two-factor authentication is on').first().waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    expect(page.url()).toBe(`${baseUrl}/admin-login`);

    await codeField.fill(await nextCode(firstCode));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-dashboard');
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
  });
});
