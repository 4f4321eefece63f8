import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { testSigningKey } from './test/signing-keys.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://art.example.com',
  CERTIFICATE_SIGNING_KEY: testSigningKey(),
};

describe('secrets and addresses in production', () => {
  it('refuses to start without JWT_SECRET or PUBLIC_URL, naming each one missing', () => {
    const secretless = { DATA_DIR: dataDir, ...production };
    expect(() => loadConfig(secretless)).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadConfig(secretless)).not.toThrow(/PUBLIC_URL/);
    expect(() => load({ ...production, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: required in production/);
    const neither = () => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SMTP_URL: production.SMTP_URL });
    expect(neither).toThrow(/JWT_SECRET: required in production[\s\S]*PUBLIC_URL: required in production/);
  });

  it('writes no generated secret in production', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'art-market-secretless-'));
    expect(() => loadConfig({ DATA_DIR: folder, NODE_ENV: 'production', SMTP_URL: production.SMTP_URL })).toThrow();
    expect(await readdir(folder)).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });

  it('starts with both set', () => {
    const config = load(production);
    expect(config).toMatchObject({ JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://art.example.com', isProduction: true });
  });

  it('outside production, generates the secret once into DATA_DIR and keeps it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'art-market-secret-'));
    const first = loadConfig({ DATA_DIR: folder }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(folder, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: folder }).JWT_SECRET).toBe(first);
    await rm(folder, { recursive: true, force: true });
  });
});

describe('CERTIFICATE_SIGNING_KEY', () => {
  it('is required in production: the start stops naming it, and generates nothing', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'art-market-keyless-'));
    const keyless = () =>
      loadConfig({ ...production, DATA_DIR: folder, JWT_SECRET: 'x'.repeat(32), CERTIFICATE_SIGNING_KEY: '' });
    expect(keyless).toThrow(/CERTIFICATE_SIGNING_KEY: required in production/);
    expect(await readdir(folder)).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });

  it('takes the key as PEM or as the base64 of its DER, and refuses anything but an Ed25519 private key', () => {
    const pem = production.CERTIFICATE_SIGNING_KEY;
    expect(load(production).CERTIFICATE_SIGNING_KEY).toBe(pem);
    const der = createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(load({ ...production, CERTIFICATE_SIGNING_KEY: der }).CERTIFICATE_SIGNING_KEY).toBe(pem);
    expect(load({ ...production, CERTIFICATE_SIGNING_KEY: pem.replace(/\n/g, '\\n') }).CERTIFICATE_SIGNING_KEY).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    for (const wrong of [rsa, 'not a key', der.slice(0, 20)]) {
      expect(() => load({ ...production, CERTIFICATE_SIGNING_KEY: wrong })).toThrow(
        /CERTIFICATE_SIGNING_KEY must be an Ed25519 private key/,
      );
    }
  });

  it('outside production, is generated once into DATA_DIR (readable by its owner only) and kept', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'art-market-key-'));
    const first = loadConfig({ DATA_DIR: folder }).CERTIFICATE_SIGNING_KEY;
    expect(createPrivateKey(first).asymmetricKeyType).toBe('ed25519');
    const file = path.join(folder, 'certificate-signing-key.pem');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: folder }).CERTIFICATE_SIGNING_KEY).toBe(first);
    await rm(folder, { recursive: true, force: true });
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  it('is on in production and off elsewhere unless set', () => {
    expect(load({}).ADMIN_REQUIRE_2FA).toBe(false);
    expect(load(production).ADMIN_REQUIRE_2FA).toBe(true);
    expect(load({ ...production, ADMIN_REQUIRE_2FA: 'false' }).ADMIN_REQUIRE_2FA).toBe(false);
    expect(load({ ADMIN_REQUIRE_2FA: 'true' }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(() => load({ ADMIN_REQUIRE_2FA: 'maybe' })).toThrow(/ADMIN_REQUIRE_2FA/);
    expect(() => load({ TWO_FACTOR_KEY: 'short' })).toThrow(/TWO_FACTOR_KEY/);
  });
});

describe('API_DOCS', () => {
  it('is on outside production and off in production unless set to true', () => {
    expect(load({}).API_DOCS).toBe(true);
    expect(load(production).API_DOCS).toBe(false);
    expect(load({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(load({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => load({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });
});

describe('mail in production', () => {
  it('refuses to start without SMTP_URL, naming SMTP_URL and MAIL_OUTBOX_DIR', () => {
    expect(() => load({ NODE_ENV: 'production', PUBLIC_URL: production.PUBLIC_URL })).toThrow(/SMTP_URL.*MAIL_OUTBOX_DIR/);
  });

  it('starts with SMTP_URL, or with an explicit MAIL_OUTBOX_DIR', () => {
    expect(load(production).SMTP_URL).toBe('smtp://mail.example.com:587');
    const outbox = path.join(dataDir, 'mail');
    expect(load({ ...production, SMTP_URL: '', MAIL_OUTBOX_DIR: outbox }).MAIL_OUTBOX_DIR).toBe(outbox);
  });

  it('keeps mail in DATA_DIR/outbox outside production', () => {
    expect(load({ NODE_ENV: 'development' }).MAIL_OUTBOX_DIR).toBe(path.join(dataDir, 'outbox'));
  });
});

describe('folders', () => {
  it('read a relative setting against the working folder, as a start from the repository would', () => {
    // With the signing key given, nothing is written to the relative DATA_DIR.
    const config = load({
      DATA_DIR: 'data/here',
      MAIL_OUTBOX_DIR: 'mail',
      WEB_DIST_DIR: 'apps/web/dist',
      CERTIFICATE_SIGNING_KEY: testSigningKey(),
    });
    expect(config.DATA_DIR).toBe(path.join(process.cwd(), 'data/here'));
    expect(config.MAIL_OUTBOX_DIR).toBe(path.join(process.cwd(), 'mail'));
    // @fastify/static refuses a relative root ('"root" option must be an absolute path'): issue 31.
    expect(config.WEB_DIST_DIR).toBe(path.join(process.cwd(), 'apps/web/dist'));
    expect(load({}).WEB_DIST_DIR).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and with false or 0', () => {
    expect(load({}).TRUST_PROXY).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(load({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses blanket trust and anything that is not an address, naming the variable', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: TRUST_PROXY=true would let any client/);
    expect(() => load({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*"10.0.0.0\/33"/);
    expect(() => load({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});

describe('PAYOUT_SCHEDULE', () => {
  it('is off by default, reads a weekday and UTC time, and names itself when wrong', () => {
    expect(load({}).PAYOUT_SCHEDULE).toBeNull();
    expect(load({ PAYOUT_SCHEDULE: 'mon 06:30' }).PAYOUT_SCHEDULE).toEqual({ weekday: 1, hour: 6, minute: 30 });
    expect(() => load({ PAYOUT_SCHEDULE: 'every monday' })).toThrow(/PAYOUT_SCHEDULE/);
  });
});

describe('REDIS_URL', () => {
  it('is optional, and takes redis:// or rediss:// addresses only', () => {
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.example.com:6380/2',
    );
    expect(() => load({ REDIS_URL: 'http://cache.example.com' })).toThrow(/REDIS_URL: REDIS_URL must start with redis:\/\//);
  });
});

describe('S3 object storage', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'art-market',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off without the S3 variables: files stay in DATA_DIR', () => {
    expect(load({}).S3).toBeUndefined();
    expect(load({ S3_BUCKET: '' }).S3).toBeUndefined();
  });

  it('takes all five, with virtual-host addressing unless S3_FORCE_PATH_STYLE says otherwise', () => {
    expect(load(s3).S3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'art-market',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(load({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).S3?.forcePathStyle).toBe(true);
    expect(load(s3)).not.toHaveProperty('S3_SECRET_ACCESS_KEY');
  });

  it('refuses to start with part of them, naming each one missing', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => load(partial)).toThrow(/S3_REGION, S3_SECRET_ACCESS_KEY: required for object storage/);
    expect(() => load({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => load({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('bank transfers abroad (ADR 0043)', () => {
  it('offers the demo wire outside production and none in production unless set', () => {
    expect(load({}).WIRE).toMatchObject({ swiftCode: 'SBININBB000', accountNumber: '00000012345678', iban: null });
    expect(load({ BANK_TRANSFER_ABROAD: 'off' }).WIRE).toBeNull();
    expect(load({ ...production, MAIL_OUTBOX_DIR: dataDir }).WIRE).toBeNull();
  });

  it('needs the bank address and SWIFT code of a production wire, naming each one missing', () => {
    const wire = { ...production, BANK_TRANSFER_ABROAD: 'wire' };
    expect(() => load(wire)).toThrow(
      /WIRE_BANK_ADDRESS: required in production when BANK_TRANSFER_ABROAD is wire[\s\S]*WIRE_SWIFT: required/,
    );
    const complete = load({
      ...wire,
      WIRE_BANK_ADDRESS: '1 Bank St, London',
      WIRE_SWIFT: 'barcgb22',
      WIRE_IBAN: 'GB29 NWBK 6016 1331 9268 19',
    });
    expect(complete.WIRE).toMatchObject({ swiftCode: 'BARCGB22', iban: 'GB29 NWBK 6016 1331 9268 19', accountNumber: null });
  });

  it('refuses bank codes that are not one, and an unknown mode, naming the variable', () => {
    expect(() => load({ BANK_TRANSFER_ABROAD: 'yes' })).toThrow(/BANK_TRANSFER_ABROAD: BANK_TRANSFER_ABROAD must be wire or off/);
    expect(() => load({ WIRE_SWIFT: 'DEUT' })).toThrow(/WIRE_SWIFT: WIRE_SWIFT must be a SWIFT\/BIC/);
    expect(() => load({ BANK_SWIFT: 'SBIN IN BB' })).toThrow(/BANK_SWIFT/);
    expect(() => load({ BANK_IFSC: 'SBIN1000001' })).toThrow(/BANK_IFSC: BANK_IFSC must be an IFSC/);
    // One digit off: the mod-97 check digits no longer match.
    expect(() => load({ WIRE_IBAN: 'DE89370400440532013001' })).toThrow(/WIRE_IBAN: WIRE_IBAN must be an IBAN/);
  });
});
