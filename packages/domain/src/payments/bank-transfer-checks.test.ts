import { describe, expect, it } from 'vitest';
import {
  bankTransferMismatches,
  isFutureTransactionDate,
  latestTransactionDate,
  transferAmounts,
} from './bank-transfer-checks.ts';

describe('bank transfer checks', () => {
  it('takes a date that is already today somewhere on Earth, and nothing later', () => {
    expect(latestTransactionDate(new Date('2026-11-26T09:59:00Z'))).toBe('2026-11-26');
    expect(latestTransactionDate(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-27');
    expect(isFutureTransactionDate('2026-11-27', new Date('2026-11-26T10:00:00Z'))).toBe(false);
    expect(isFutureTransactionDate('2026-11-28', new Date('2026-11-26T10:00:00Z'))).toBe(true);
    expect(isFutureTransactionDate('2030-01-15', new Date('2026-11-26T10:00:00Z'))).toBe(true);
  });

  const transfer = {
    declaredAmount: '1025',
    declaredCurrency: 'USD' as const,
    transactionDate: '2026-11-26',
    totalCents: 102_500,
    totalPaise: 8_507_500,
    orderCreatedAt: new Date('2026-11-26T08:00:00Z'),
  };
  const now = new Date('2026-11-26T12:00:00Z');

  it('compares the amount with the total in the currency declared', () => {
    expect(bankTransferMismatches(transfer, now)).toEqual([]);
    expect(bankTransferMismatches({ ...transfer, declaredAmount: '85075', declaredCurrency: 'INR' }, now)).toEqual([]);
    expect(bankTransferMismatches({ ...transfer, declaredAmount: '270' }, now)).toEqual([
      'Declared $270.00, but the order total is $1,025.00',
    ]);
    expect(bankTransferMismatches({ ...transfer, declaredAmount: '1025', declaredCurrency: 'INR' }, now)).toEqual([
      'Declared ₹1,025.00, but the order total is ₹85,075.00',
    ]);
  });

  it('flags a date before the order existed anywhere, or one in the future', () => {
    // The order was placed on 26 November UTC: still the 25th west of UTC-8, so the 25th is fine.
    expect(bankTransferMismatches({ ...transfer, transactionDate: '2026-11-25' }, now)).toEqual([]);
    expect(bankTransferMismatches({ ...transfer, transactionDate: '2026-11-24' }, now)).toEqual([
      'Transaction dated 2026-11-24, before the order was placed',
    ]);
    expect(bankTransferMismatches({ ...transfer, transactionDate: '2030-01-15' }, now)).toEqual([
      'Transaction dated 2030-01-15, which is in the future',
    ]);
  });

  it('compares what was received with what is due, in the currency declared', () => {
    const totals = { totalCents: 102_500, totalPaise: 8_507_500 };
    expect(transferAmounts({ ...totals, declaredCurrency: 'USD' }, 100_000)).toEqual({
      dueMinor: 102_500,
      receivedMinor: 100_000,
      outstandingMinor: 2_500,
      overpaidMinor: 0,
    });
    expect(transferAmounts({ ...totals, declaredCurrency: 'INR' }, 8_600_000)).toEqual({
      dueMinor: 8_507_500,
      receivedMinor: 8_600_000,
      outstandingMinor: 0,
      overpaidMinor: 92_500,
    });
  });
});
