import { describe, expect, it } from 'vitest';
import { isGuid, parseServerDate, payuFailedMessage } from './purchase-flow.ts';

describe('purchase flow rules', () => {
  it('trusts only a well-formed GUID as an order id', () => {
    expect(isGuid('3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e')).toBe(true);
    expect(isGuid('3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5')).toBe(false);
    expect(isGuid('ord_42')).toBe(false);
    expect(isGuid(null)).toBe(false);
  });

  it('reads a date without a zone as UTC', () => {
    expect(parseServerDate('2025-05-01T23:30:00').toISOString()).toBe('2025-05-01T23:30:00.000Z');
    expect(parseServerDate('2025-05-01T23:30:00Z').toISOString()).toBe('2025-05-01T23:30:00.000Z');
    expect(parseServerDate('2025-05-01T23:30:00+05:30').toISOString()).toBe('2025-05-01T18:00:00.000Z');
  });

  it('names the PayU status that failed', () => {
    expect(payuFailedMessage('failure')).toBe('PayU payment failed with status: failure');
  });
});
