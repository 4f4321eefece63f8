import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_BANK_TRANSFER_HOLD_CAPS,
  formatIban,
  isIban,
  isIfscCode,
  isSwiftCode,
  parsePayoutSchedule,
  UPLOADS_IN_FLIGHT_PER_ACCOUNT,
} from '@art-market/domain/rules';
import type { PaymentConfig } from '@art-market/domain/schemas';
import { z } from 'zod';
import { DEFAULT_CATALOG_CACHE_BYTES } from './modules/catalog/catalog-cache.ts';
import { parseSigningKey, readOrCreateSigningKey, SIGNING_KEY_FORMAT } from './modules/certificates/signing-key.ts';
import type { S3Settings } from './plugins/s3-storage.ts';
import { trustProxySchema } from './trust-proxy.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A bank code as banks print it (upper case), checked for its shape. */
function bankCode(check: (value: string) => boolean, message: string) {
  return z.string().trim().toUpperCase().refine(check, message);
}
const SWIFT_FORMAT = (name: string) =>
  `${name} must be a SWIFT/BIC: 4 letters for the bank, 2 for the country, 2 letters or digits, optionally 3 more`;

/** The environment variables the server reads; a bad value stops the start and names the variable. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5145),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  // Uploaded files in an S3-compatible bucket (ADR 0019): all of these or none (then files stay in DATA_DIR).
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http:// or https:// address' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Signs certificates of sale (ADR 0049): an Ed25519 PKCS#8 key, PEM or base64 DER; generated into DATA_DIR outside production. */
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .transform((text, context) => {
      const pem = parseSigningKey(text);
      if (pem) return pem;
      context.addIssue({ code: 'custom', message: SIGNING_KEY_FORMAT });
      return z.NEVER;
    })
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: booleanText.optional(),
  /** Admins must turn on two-factor authentication before using the console: on in production unless set to false. */
  ADMIN_REQUIRE_2FA: booleanText.optional(),
  /** Seals authenticator secrets and keys recovery-code hashes (ADR 0034); unset, derived from JWT_SECRET. */
  TWO_FACTOR_KEY: z.string().min(32, 'TWO_FACTOR_KEY must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  /** Where mail goes as .eml files without SMTP_URL; production needs it set on purpose (see loadConfig). */
  MAIL_OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Art Market <no-reply@artmarket.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@artmarket.local'),
  PARENT_COMPANY: z.string().min(1).default('Art Market Ventures Private Limited'),
  /** The OpenAPI document and its UI: on outside production, off in production unless set to true. */
  API_DOCS: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Multipart uploads one account (or one address, registering) may have in flight at once; past it, 429. */
  UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(UPLOADS_IN_FLIGHT_PER_ACCOUNT),
  /** The catalogue cache's bound in bytes, estimated from the answers' text (64 MB by default). */
  CATALOG_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(DEFAULT_CATALOG_CACHE_BYTES),
  /** The bearer token Prometheus sends to GET /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * On a stop, how long the instance keeps serving after /api/ready turns 503, before it closes its
   * listener: a load balancer's time to notice and send new requests elsewhere. Unset: 3 s in
   * production (a few health checks' worth behind most balancers), 250 ms elsewhere (Ctrl-C stays quick).
   */
  STOP_GRACE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Past one instance: limits and catalogue clears shared through this Redis (ADR 0018); unset, in process. */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Starts every key and channel name, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('art-market:'),
  /** Behind a load balancer: which X-Forwarded-For hops to believe. Off by default, or anyone could pick their IP. */
  TRUST_PROXY: trustProxySchema.default(false),
  // Payments (ADR 0005): without credentials outside production, the built-in sandbox stands in.
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_BASE: z.string().url().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYU_KEY: z.string().optional(),
  PAYU_SALT: z.string().optional(),
  PAYU_MODE: z.enum(['test', 'live']).default('test'),
  PAYU_PAYMENT_URL: z.string().url().optional(),
  PAYU_VERIFY_URL: z.string().url().optional(),
  USD_INR_RATE: z.coerce.number().positive('USD_INR_RATE must be a positive number').default(83),
  // What bank transfers may hold before an admin has checked them (ADR 0030).
  /** Artworks held by pending transfers submitted from one network address in any 24 hours. */
  BANK_TRANSFER_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_BANK_TRANSFER_HOLD_CAPS.perAddressPerDay),
  /** The share of one vendor's live artworks pending transfers may hold together, in percent... */
  BANK_TRANSFER_VENDOR_SHARE_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(DEFAULT_BANK_TRANSFER_HOLD_CAPS.vendorSharePercent),
  /** ...or this many of its artworks, whichever is more. */
  BANK_TRANSFER_VENDOR_MINIMUM: z.coerce.number().int().min(1).default(DEFAULT_BANK_TRANSFER_HOLD_CAPS.vendorMinimum),
  BANK_NAME: z.string().default('State Bank of India (demo)'),
  BANK_ACCOUNT_NAME: z.string().default('Art Market Ventures Private Limited'),
  BANK_ACCOUNT_NUMBER: z.string().default('00000012345678'),
  BANK_IFSC: bankCode(isIfscCode, 'BANK_IFSC must be an IFSC: 4 letters, a zero, then 6 letters or digits').default(
    'SBIN0000001',
  ),
  BANK_SWIFT: bankCode(isSwiftCode, SWIFT_FORMAT('BANK_SWIFT')).default('SBININBB000'),
  /**
   * Bank transfers for orders delivered outside India (ADR 0043): `wire` (an international wire to the
   * WIRE_ account) or `off` (PayPal only there). Unset: wire outside production, off in production.
   */
  BANK_TRANSFER_ABROAD: z.enum(['wire', 'off'], { message: 'BANK_TRANSFER_ABROAD must be wire or off' }).optional(),
  /** The wire's account; name, holder and number default to the BANK_ ones, SWIFT too outside production. */
  WIRE_BANK_NAME: z.string().trim().min(1).optional(),
  WIRE_BANK_ADDRESS: z.string().trim().min(1).optional(),
  WIRE_ACCOUNT_NAME: z.string().trim().min(1).optional(),
  WIRE_ACCOUNT_NUMBER: z.string().trim().min(1).optional(),
  WIRE_IBAN: z.string().refine(isIban, 'WIRE_IBAN must be an IBAN whose check digits match').transform(formatIban).optional(),
  WIRE_SWIFT: bankCode(isSwiftCode, SWIFT_FORMAT('WIRE_SWIFT')).optional(),
  /** How often the alerts' watch compares saved works with their artworks and writes due digests (ADR 0041). */
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /** The weekly payout run (ADR 0007): `off` (default) or a weekday and UTC time, e.g. `mon 06:00`. */
  PAYOUT_SCHEDULE: z
    .string()
    .default('off')
    .transform((text, context) => {
      const schedule = parsePayoutSchedule(text);
      if (schedule === 'invalid') {
        context.addIssue({
          code: 'custom',
          message: 'PAYOUT_SCHEDULE must be off or a weekday and a UTC time, e.g. "mon 06:00"',
        });
        return z.NEVER;
      }
      return schedule;
    }),
});

export type Environment = z.output<typeof environmentSchema>;

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
type S3Variable = (typeof S3_REQUIRED)[number] | 'S3_FORCE_PATH_STYLE';

export interface Config
  extends Omit<
    Environment,
    | 'JWT_SECRET'
    | 'CERTIFICATE_SIGNING_KEY'
    | 'PUBLIC_URL'
    | 'MAIL_OUTBOX_DIR'
    | 'API_DOCS'
    | 'ADMIN_REQUIRE_2FA'
    | 'STOP_GRACE_MS'
    | S3Variable
    | WireVariable
  > {
  /** The international wire offered for orders delivered outside India, or null: no bank transfer there. */
  WIRE: WireAccount | null;
  STOP_GRACE_MS: number;
  JWT_SECRET: string;
  /** The certificates' Ed25519 private key, as PKCS#8 PEM. */
  CERTIFICATE_SIGNING_KEY: string;
  /** Whether an admin without two-factor authentication reaches only its enrolment. */
  ADMIN_REQUIRE_2FA: boolean;
  /** Whether /api/docs and /api/docs/json are served. */
  API_DOCS: boolean;
  PUBLIC_URL: string;
  MAIL_OUTBOX_DIR: string;
  /** The bucket for uploaded files, or undefined: files in DATA_DIR. */
  S3: S3Settings | undefined;
  isProduction: boolean;
}

/** A start stopped by its environment: one line per variable, each naming it. */
export class InvalidConfiguration extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'InvalidConfiguration';
  }
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

/** Parses the environment; a bad value stops the start with the variable's name and problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidConfiguration(problems);
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, ...environment } =
    parsed.data;
  const S3 = objectStorageOf({ S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE });
  const isProduction = environment.NODE_ENV === 'production';
  // Reset codes must not land silently in a folder nobody reads: production names its mail route.
  if (isProduction && !environment.SMTP_URL && !environment.MAIL_OUTBOX_DIR) {
    throw new InvalidConfiguration([
      'SMTP_URL: required in production (or set MAIL_OUTBOX_DIR to keep mail as .eml files on purpose)',
    ]);
  }
  // Instances of one deployment must sign tokens with one key and send links to one public address:
  // a key generated per data folder logs users out on every new container, and links would name localhost.
  // Certificates signed by a key generated per data folder would stop checking on the next container.
  const missingInProduction = (['JWT_SECRET', 'PUBLIC_URL', 'CERTIFICATE_SIGNING_KEY'] as const).filter(
    (name) => !environment[name],
  );
  if (isProduction && missingInProduction.length > 0) {
    const problems = missingInProduction.map((name) => `${name}: required in production (${PRODUCTION_NEEDS[name]})`);
    throw new InvalidConfiguration(problems);
  }
  const {
    BANK_TRANSFER_ABROAD,
    WIRE_BANK_NAME,
    WIRE_BANK_ADDRESS,
    WIRE_ACCOUNT_NAME,
    WIRE_ACCOUNT_NUMBER,
    WIRE_IBAN,
    WIRE_SWIFT,
    ...rest
  } = environment;
  const wireVariables = {
    BANK_TRANSFER_ABROAD,
    WIRE_BANK_NAME,
    WIRE_BANK_ADDRESS,
    WIRE_ACCOUNT_NAME,
    WIRE_ACCOUNT_NUMBER,
    WIRE_IBAN,
    WIRE_SWIFT,
  };
  const WIRE = wireAccountOf(wireVariables, environment, isProduction);
  const dataDir = path.resolve(environment.DATA_DIR);
  return {
    ...rest,
    WIRE,
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: path.resolve(environment.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    // Every folder setting may be relative: it is read against the working folder, as DATA_DIR is (issue 31).
    WEB_DIST_DIR: environment.WEB_DIST_DIR === undefined ? undefined : path.resolve(environment.WEB_DIST_DIR),
    PUBLIC_URL: (environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: environment.JWT_SECRET ?? readOrCreateSecret(dataDir),
    CERTIFICATE_SIGNING_KEY: environment.CERTIFICATE_SIGNING_KEY ?? readOrCreateSigningKey(dataDir),
    API_DOCS: environment.API_DOCS ?? !isProduction,
    ADMIN_REQUIRE_2FA: environment.ADMIN_REQUIRE_2FA ?? isProduction,
    STOP_GRACE_MS: environment.STOP_GRACE_MS ?? (isProduction ? 3_000 : 250),
    S3,
    isProduction,
  };
}

const PRODUCTION_NEEDS = {
  JWT_SECRET: 'the token signing key every instance shares, at least 32 characters',
  PUBLIC_URL: 'the address users reach, used in e-mail links and (in production) payment return URLs',
  CERTIFICATE_SIGNING_KEY:
    'the Ed25519 private key that signs certificates of sale, PKCS#8 as PEM or base64 DER (openssl genpkey -algorithm ed25519); every instance shares it',
} as const;

type WireVariable =
  | 'BANK_TRANSFER_ABROAD'
  | 'WIRE_BANK_NAME'
  | 'WIRE_BANK_ADDRESS'
  | 'WIRE_ACCOUNT_NAME'
  | 'WIRE_ACCOUNT_NUMBER'
  | 'WIRE_IBAN'
  | 'WIRE_SWIFT';
export type WireAccount = NonNullable<PaymentConfig['wireAccount']>;

/** Outside production the demo wire goes to the demo Indian account, at this made-up branch address. */
const DEMO_WIRE_BANK_ADDRESS = 'Mumbai Main Branch, Horniman Circle, Fort, Mumbai 400001, India (demo)';

/**
 * The wire offered abroad, or null. A production wire names its bank's address and SWIFT code on purpose
 * (the demo defaults would send collectors' money nowhere); the rest defaults to the BANK_ account.
 */
function wireAccountOf(
  variables: Pick<Environment, WireVariable>,
  bank: Pick<Environment, 'BANK_NAME' | 'BANK_ACCOUNT_NAME' | 'BANK_ACCOUNT_NUMBER' | 'BANK_SWIFT'>,
  isProduction: boolean,
): WireAccount | null {
  const mode = variables.BANK_TRANSFER_ABROAD ?? (isProduction ? 'off' : 'wire');
  if (mode === 'off') return null;
  if (isProduction) {
    const missing = (['WIRE_BANK_ADDRESS', 'WIRE_SWIFT'] as const).filter((name) => variables[name] === undefined);
    if (missing.length > 0) {
      throw new InvalidConfiguration(
        missing.map((name) => `${name}: required in production when BANK_TRANSFER_ABROAD is wire (or set it to off)`),
      );
    }
  }
  const iban = variables.WIRE_IBAN ?? null;
  return {
    bankName: variables.WIRE_BANK_NAME ?? bank.BANK_NAME,
    bankAddress: variables.WIRE_BANK_ADDRESS ?? DEMO_WIRE_BANK_ADDRESS,
    accountName: variables.WIRE_ACCOUNT_NAME ?? bank.BANK_ACCOUNT_NAME,
    iban,
    accountNumber: variables.WIRE_ACCOUNT_NUMBER ?? (iban ? null : bank.BANK_ACCOUNT_NUMBER),
    swiftCode: variables.WIRE_SWIFT ?? bank.BANK_SWIFT,
  };
}

/** All of the S3 variables or none: part of them would quietly leave each instance's files on its own disk. */
function objectStorageOf(variables: Pick<Environment, S3Variable>): S3Settings | undefined {
  if (Object.values(variables).every((value) => value === undefined)) return undefined;
  const missing = S3_REQUIRED.filter((name) => variables[name] === undefined);
  if (missing.length > 0) {
    throw new InvalidConfiguration([
      `${missing.join(', ')}: required for object storage (set ${S3_REQUIRED.join(', ')}, or none of the S3_ variables to keep files in DATA_DIR)`,
    ]);
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = variables as Required<typeof variables>;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: variables.S3_FORCE_PATH_STYLE ?? false,
  };
}

/** Outside production without JWT_SECRET, a secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
