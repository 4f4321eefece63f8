import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });

describe('mail in production', () => {
  it('refuses to start without SMTP_URL, naming SMTP_URL and MAIL_OUTBOX_DIR', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/SMTP_URL.*MAIL_OUTBOX_DIR/);
  });

  it('starts with SMTP_URL, or with an explicit MAIL_OUTBOX_DIR', () => {
    expect(load({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://mail.example.com:587',
    );
    const outbox = path.join(dataDir, 'mail');
    expect(load({ NODE_ENV: 'production', MAIL_OUTBOX_DIR: outbox }).MAIL_OUTBOX_DIR).toBe(outbox);
  });

  it('keeps mail in DATA_DIR/outbox outside production', () => {
    expect(load({ NODE_ENV: 'development' }).MAIL_OUTBOX_DIR).toBe(path.join(dataDir, 'outbox'));
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
