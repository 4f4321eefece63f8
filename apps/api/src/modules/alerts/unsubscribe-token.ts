import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '#api/config.ts';
import { isUuid } from '#api/http/ids.ts';

type Keys = Pick<Config, 'JWT_SECRET'>;

/** Its own key, derived from the configured secret: an unsubscribe token can never pass for a session. */
function unsubscribeKey(config: Keys): Buffer {
  return Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'art-market', 'alert unsubscribe', 32));
}

const signatureOf = (config: Keys, customerId: string) =>
  createHmac('sha256', unsubscribeKey(config)).update(`unsubscribe:${customerId}`).digest('base64url');

/**
 * `<customer id>.<HMAC>`: whoever holds a digest can stop the digests, and nothing else, without
 * signing in (RFC 8058). It does not expire: a digest read months later still unsubscribes.
 */
export function unsubscribeToken(config: Keys, customerId: string): string {
  return `${customerId}.${signatureOf(config, customerId)}`;
}

/** The customer a token names, or undefined when it was not signed with our key (compared in constant time). */
export function customerOfUnsubscribeToken(config: Keys, token: string): string | undefined {
  const [customerId, signature, ...rest] = token.split('.');
  if (!customerId || !signature || rest.length > 0 || !isUuid(customerId)) return undefined;
  const expected = Buffer.from(signatureOf(config, customerId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? customerId : undefined;
}
