import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
} from '@art-market/domain/rules';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '#api/config.ts';

type Keys = Pick<Config, 'JWT_SECRET' | 'TWO_FACTOR_KEY'>;

/** One key per use, derived from the configured one: the sealing key never doubles as the hashing key. */
function keyFor(config: Keys, use: 'seal' | 'recovery'): Buffer {
  const root = config.TWO_FACTOR_KEY ?? config.JWT_SECRET;
  return Buffer.from(hkdfSync('sha256', root, 'art-market', `two-factor ${use}`, 32));
}

/**
 * AES-256-GCM with a fresh 12-byte nonce: `v1.<nonce>.<tag>.<ciphertext>`, base64url. A dump of the
 * table alone gives nobody the codes; the key lives in the environment, not in the database.
 */
export function sealSecret(config: Keys, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(config, 'seal'), nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or undefined when the key has changed since it was sealed (nothing can be checked then). */
export function openSecret(config: Keys, sealed: string): string | undefined {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(config, 'seal'), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** 20 random bytes (160 bits, as RFC 4226 recommends), in the base32 authenticator apps take. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

const TOTP_OPTIONS = { algorithm: 'sha1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** The otpauth:// URI an app scans, and the same as an SVG QR code in a data URL (drawn here, not in the bundle). */
export async function enrolmentPicture(secret: string, label: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ ...TOTP_OPTIONS, issuer: TOTP_ISSUER, label, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a six-digit code belongs to, when it is right for `now` give or take one step and
 * newer than `afterStep` (the last step accepted for the account); otherwise undefined.
 */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | undefined> {
  const result = await verify({
    ...TOTP_OPTIONS,
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

// No 0/o, 1/l/i: a code read off paper is typed right the first time.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A keyed hash (HMAC-SHA-256): the codes are random and long, so a slow hash adds nothing a key does
 * not, and one indexed lookup finds a code; without the key a leaked table cannot be tried offline.
 */
export function hashRecoveryCode(config: Keys, code: string): string {
  return createHmac('sha256', keyFor(config, 'recovery')).update(normalizeRecoveryCode(code)).digest('hex');
}
