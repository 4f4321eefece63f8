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

describe('REDIS_URL', () => {
  it('is optional, and takes redis:// or rediss:// addresses only', () => {
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.example.com:6380/2',
    );
    expect(() => load({ REDIS_URL: 'http://cache.example.com' })).toThrow(/REDIS_URL: REDIS_URL must start with redis:\/\//);
  });
});
