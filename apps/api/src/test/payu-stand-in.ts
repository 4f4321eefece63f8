import { randomBytes } from 'node:crypto';
import { payuFormFields } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { PayUClient } from '#api/modules/payments/payu/payu.client.ts';
import { payuRequestHash } from '#api/modules/payments/payu/payu-hash.ts';
import { PayUSandbox, type PayUSandboxOutcome } from '#api/modules/payments/payu/payu-sandbox.ts';
import { createTestAppWithStandIn, type StandInOptions, serveStandIn } from './stand-in-server.ts';

export const PAYU_STAND_IN_CREDENTIALS = { key: 'StndIn', salt: 'stand-in-salt-42' };

/** What points an app at a PayU stand-in listening at `baseUrl`. */
export function payUStandInEnv(baseUrl: string) {
  return {
    PAYU_KEY: PAYU_STAND_IN_CREDENTIALS.key,
    PAYU_SALT: PAYU_STAND_IN_CREDENTIALS.salt,
    PAYU_PAYMENT_URL: `${baseUrl}/_payment`,
    PAYU_VERIFY_URL: `${baseUrl}/merchant/postservice.php?form=2`,
  };
}

/** A PayU stand-in on a real port: the sandbox, speaking PayU's hosted-checkout and postservice shapes. */
export function startPayUStandIn(options: StandInOptions = {}) {
  return serveStandIn((db) => new PayUSandbox({ ...PAYU_STAND_IN_CREDENTIALS, publicBase: '' }, db), payUStandInEnv, options);
}

export type PayUStandIn = Awaited<ReturnType<typeof startPayUStandIn>>;

/** A whole app on a fresh database that pays through a PayU stand-in, with the demo admin and its token. */
export async function createPayUTestApp() {
  const { standIn, ...app } = await createTestAppWithStandIn(payUStandInEnv, startPayUStandIn, {});
  return { ...app, payu: standIn };
}

/** Our PayU adapter pointed at a stand-in, as the app builds it from `env`. */
export function payUClientFor(standIn: PayUStandIn, salt = standIn.env.PAYU_SALT): PayUClient {
  return new PayUClient({ key: standIn.env.PAYU_KEY, salt, verifyUrl: standIn.env.PAYU_VERIFY_URL });
}

/**
 * A payment through the stand-in's hosted checkout: the signed form posted to its page over HTTP,
 * then the payer's choice. Answers PayU's postback, whose `mihpayid` refunds are made against.
 */
export async function payThroughStandIn(
  standIn: PayUStandIn,
  amount: string,
  outcome: PayUSandboxOutcome = 'success',
): Promise<Record<string, string>> {
  const signed = {
    key: standIn.env.PAYU_KEY,
    // 20 letters and digits: within PayU's 25, unique per payment.
    txnid: `AMSI${randomBytes(8).toString('hex')}`,
    amount,
    productinfo: 'Art Market stand-in order',
    firstname: 'Asha',
    email: 'asha.rao@example.com',
  };
  const payuData: PayUData = {
    paymentUrl: standIn.env.PAYU_PAYMENT_URL,
    key: signed.key,
    txnId: signed.txnid,
    amount,
    productInfo: signed.productinfo,
    firstName: signed.firstname,
    email: signed.email,
    phone: '919876543210',
    surl: 'http://localhost/api/PayU/success',
    furl: 'http://localhost/api/PayU/failure',
    hash: payuRequestHash(signed, standIn.env.PAYU_SALT),
    udf1: '',
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  };
  const page = await fetch(payuData.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(payuFormFields(payuData)).toString(),
  });
  if (page.status !== 200) throw new Error(`the PayU stand-in refused the checkout form (${page.status})`);
  return standIn.sandbox.decideFor(signed.txnid, outcome);
}

export interface SandboxForm {
  action: string;
  button: string;
  fields: Record<string, string>;
}

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The forms of a sandbox page, as a browser would submit them: action, button label and hidden fields. */
export function readSandboxForms(html: string): SandboxForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(([, action = '', body = '']) => ({
    action: unescapeHtml(action),
    button: unescapeHtml(/<button type="submit">([^<]*)<\/button>/.exec(body)?.[1] ?? ''),
    fields: Object.fromEntries(
      [...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name = '', value = '']) => [
        unescapeHtml(name),
        unescapeHtml(value),
      ]),
    ),
  }));
}
