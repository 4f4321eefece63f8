import { PayUSandbox } from '../modules/payments/payu/payu-sandbox.ts';
import { listenOnFreePort } from './stand-in-server.ts';

export const PAYU_STAND_IN_CREDENTIALS = { key: 'StndIn', salt: 'stand-in-salt-42' };

/**
 * A PayU stand-in listening on a real port (the sandbox, speaking PayU's hosted-checkout and
 * verify_payment shapes), so the adapter is tested over HTTP. `env` points an app at it.
 */
export async function startPayUStandIn() {
  const sandbox = new PayUSandbox({ ...PAYU_STAND_IN_CREDENTIALS, publicBase: '' });
  const server = await listenOnFreePort(sandbox.plugin);
  sandbox.publicBase = server.baseUrl;
  return {
    sandbox,
    env: {
      PAYU_KEY: PAYU_STAND_IN_CREDENTIALS.key,
      PAYU_SALT: PAYU_STAND_IN_CREDENTIALS.salt,
      PAYU_PAYMENT_URL: `${sandbox.publicBase}/_payment`,
      PAYU_VERIFY_URL: `${sandbox.publicBase}/merchant/postservice.php?form=2`,
    },
    close: server.close,
  };
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
