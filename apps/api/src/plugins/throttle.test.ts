import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../errors.ts';
import { clientKey, Throttle } from './throttle.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key and the next /64 another', () => {
    expect(clientKey('2001:db8:aa:bb:1::')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});

describe('Throttle.take', () => {
  const rule = { limit: 2, windowMs: 60_000 };

  it('counts at once and refuses past the limit', () => {
    const throttle = new Throttle(() => 0);
    throttle.take([['k', rule]]);
    throttle.take([['k', rule]]);
    expect(() => throttle.take([['k', rule]])).toThrow(TooManyRequests);
  });

  it('gives the count back once, however often the release is called', () => {
    const throttle = new Throttle(() => 0);
    const release = throttle.take([['k', rule]]);
    throttle.take([['k', rule]]);
    release();
    release();
    throttle.take([['k', rule]]);
    expect(() => throttle.take([['k', rule]])).toThrow(TooManyRequests);
  });

  it('starts a new window when the old one has passed', () => {
    let now = 0;
    const throttle = new Throttle(() => now);
    throttle.take([['k', rule]]);
    throttle.take([['k', rule]]);
    now = 60_000;
    expect(() => throttle.take([['k', rule]])).not.toThrow();
  });
});
