import { networkInterfaces } from 'node:os';
import type { Config } from '#api/config.ts';

// Where a provider sends the shopper back. The session (the token, the order being paid) lives in
// the browser's storage for one origin, so a return to another origin (127.0.0.1 against
// localhost) finds neither and the approved payment is never captured from the return page.

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'HOST' | 'isProduction'>;

/** A request as far as its origin goes: the browser's Origin header and the Host it asked. */
export interface RequestAddress {
  origin?: string | undefined;
  protocol: string;
  host: string;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const ANY_ADDRESS = ['0.0.0.0', '::', ''];

/** The host names this server answers for: PUBLIC_URL's, loopback, and the addresses it listens on. */
export function answeredHosts(config: OriginConfig): Set<string> {
  const hosts = new Set([new URL(config.PUBLIC_URL).hostname, ...LOOPBACK_NAMES]);
  if (!ANY_ADDRESS.includes(config.HOST)) hosts.add(bracketed(config.HOST));
  else {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const address of addresses ?? []) hosts.add(bracketed(address.address));
    }
  }
  return hosts;
}

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The origin a provider should send the shopper back to. In production PUBLIC_URL is the one origin
 * the site lives at; elsewhere it is the origin the shopper is on (the Origin the browser sent,
 * else the Host asked), when its host is one this server answers for, and PUBLIC_URL otherwise, so
 * a forged header cannot send anyone to a stranger's site.
 */
export function returnOriginOf(config: OriginConfig, request: RequestAddress): string {
  if (config.isProduction) return config.PUBLIC_URL;
  const candidate = request.origin && request.origin !== 'null' ? request.origin : `${request.protocol}://${request.host}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.PUBLIC_URL;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.PUBLIC_URL;
  return answeredHosts(config).has(url.hostname) ? url.origin : config.PUBLIC_URL;
}

/** The parts of a Fastify request `returnOriginOf` reads (Host as Fastify reads it, behind TRUST_PROXY too). */
export function requestAddressOf(request: { headers: { origin?: string | undefined }; protocol: string; host: string }) {
  return { origin: request.headers.origin, protocol: request.protocol, host: request.host };
}

/**
 * CSP sources for every origin a return may go to: the hosts this server answers for, on any port.
 * An IP v6 address cannot be written as a CSP source (browsers reject `http://[::1]:*` and log an error
 * on every sandbox page), so those are left out: a shopper on an IP v6 origin is still covered by 'self'.
 */
export function returnOriginSources(config: OriginConfig): string[] {
  return [...answeredHosts(config)]
    .filter((host) => !host.startsWith('['))
    .flatMap((host) => [`http://${host}:*`, `https://${host}:*`]);
}
