/** The five headers PayPal signs a webhook delivery with, as its verify endpoint takes them. */
export interface PayPalWebhookHeaders {
  'paypal-transmission-id': string;
  'paypal-transmission-time': string;
  'paypal-transmission-sig': string;
  'paypal-cert-url': string;
  'paypal-auth-algo': string;
}

/** The shapes PayPal's verify endpoint accepts for each field; anything else could never verify. */
const HEADER_RULES: Record<keyof PayPalWebhookHeaders, (value: string) => boolean> = {
  'paypal-transmission-id': (value) => /^[\w-]{1,50}$/.test(value),
  'paypal-transmission-time': (value) => value.length <= 40 && !Number.isNaN(Date.parse(value)),
  'paypal-transmission-sig': (value) => /^[\w+/=-]{1,500}$/.test(value),
  'paypal-cert-url': (value) => value.length <= 500 && URL.canParse(value),
  'paypal-auth-algo': (value) => /^[a-zA-Z0-9]{1,100}$/.test(value),
};

/** PayPal serves its signing certificates from its own API hosts, over HTTPS only. */
const PAYPAL_CERT_HOSTS = new Set(['api.paypal.com', 'api-m.paypal.com', 'api.sandbox.paypal.com', 'api-m.sandbox.paypal.com']);

/** The delivery's signature headers when every one is there and well-formed; undefined otherwise. */
export function signatureHeadersOf(headers: Record<string, string>): PayPalWebhookHeaders | undefined {
  const entries = Object.entries(HEADER_RULES).map(([name, isValid]) => {
    const value = headers[name];
    return value !== undefined && isValid(value) ? [name, value] : undefined;
  });
  return entries.every((entry) => entry !== undefined) ? (Object.fromEntries(entries) as PayPalWebhookHeaders) : undefined;
}

/**
 * True when the certificate is PayPal's own, or lives at `otherOrigins` (the built-in sandbox, or the
 * stand-in PAYPAL_API_BASE points at): a delivery naming any other certificate was not sent by PayPal.
 */
export function isPayPalCertificate(certUrl: string, otherOrigins: readonly string[]): boolean {
  const url = new URL(certUrl);
  if (url.protocol === 'https:' && PAYPAL_CERT_HOSTS.has(url.hostname) && url.port === '') return true;
  return otherOrigins.includes(url.origin);
}
