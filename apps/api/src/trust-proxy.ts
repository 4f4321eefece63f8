import { isIP } from 'node:net';
import { z } from 'zod';

/** Names that proxy-addr (behind Fastify's trustProxy) expands to address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxy = false | number | string[];

export const TRUST_PROXY_BLANKET_MESSAGE =
  'TRUST_PROXY=true would let any client choose its address with X-Forwarded-For; ' +
  'set the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY in the forms Fastify's `trustProxy` understands: a hop count, or the proxies'
 * addresses and CIDRs. Blanket trust is refused: behind it, per-IP limits are a client's choice.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    const lowered = text.toLowerCase();
    if (lowered === 'false' || lowered === 'no' || lowered === 'off') return false;
    if (lowered === 'true' || lowered === 'yes' || lowered === 'on') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_BLANKET_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count nor proxy addresses/CIDRs: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's own `trustProxy` for the setting. Fastify 5.12 turns a bare number into "trust nothing"
 * (it cannot check the peer), so a hop count becomes a function: believe the last `hops` entries.
 * That is sound only when the server is reachable through the proxies alone (README, ADR 0004).
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
