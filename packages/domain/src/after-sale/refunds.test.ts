import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../orders/orders-rules.ts';
import { BANK_TRANSFER_DISCOUNT } from '../payments/bank-transfer-rules.ts';
import {
  DAMAGE_REPORT_WINDOW_MS,
  firstDeliveryOf,
  isFullRefundClaim,
  RETURN_REQUEST_WINDOW_MS,
  type RefundableItem,
  RefundMessages,
  type ReturnableItem,
  type ReturnClaim,
  ReturnMessages,
  refundableCents,
  returnRefund,
  returnRefusal,
  splitRefund,
} from './refunds.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const deliveredAt = new Date(Date.UTC(2025, 0, 1));
const after = (ms: number) => new Date(deliveredAt.getTime() + ms);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A $1,000 artwork with $50 tax and $45 shipping, sold without a discount. */
const artwork: ReturnableItem = { priceCents: 100_000, discountCents: 0, taxCents: 5_000, shippingCents: 4_500 };
const claim = (overrides: Partial<ReturnClaim> = {}): ReturnClaim => ({
  reason: 'changed_mind',
  deliveredAt,
  requestedAt: after(3 * DAY),
  photoCount: 0,
  ...overrides,
});

describe('returnRefund', () => {
  it('gives back price and tax less a 15% restocking fee, and keeps the shipping', () => {
    expect(returnRefund([artwork], claim())).toEqual({
      fullRefund: false,
      refundCents: 100_000 + 5_000 - 15_000,
      restockingFeeCents: 15_000,
      shippingKeptCents: 4_500,
    });
  });

  it('takes the fee on the price after a bank-transfer discount', () => {
    const [line] = priceOrder([{ ...artwork, commissionBasisPoints: 3000 }], BANK_TRANSFER_DISCOUNT).lines;
    expect(line?.discountCents).toBe(5_000);
    const item = { ...artwork, discountCents: line?.discountCents ?? 0 };
    // 95,000 paid for the artwork: 15% of it is 14,250.
    expect(returnRefund([item], claim())).toMatchObject({ refundCents: 95_000 + 5_000 - 14_250, restockingFeeCents: 14_250 });
  });

  it('adds up several artworks of one return', () => {
    const second: ReturnableItem = { priceCents: 20_000, discountCents: 1_000, taxCents: 900, shippingCents: 1_500 };
    expect(returnRefund([artwork, second], claim())).toEqual({
      fullRefund: false,
      refundCents: 119_000 + 5_900 - 17_850,
      restockingFeeCents: 17_850,
      shippingKeptCents: 6_000,
    });
  });

  it('refunds everything paid, shipping included and no fee, for damage reported within 48 hours with a photo', () => {
    expect(returnRefund([artwork], claim({ reason: 'damaged', requestedAt: after(HOUR), photoCount: 1 }))).toEqual({
      fullRefund: true,
      refundCents: 109_500,
      restockingFeeCents: 0,
      shippingKeptCents: 0,
    });
    const discounted = { ...artwork, discountCents: 5_000 };
    expect(
      returnRefund([discounted], claim({ reason: 'not_as_described', photoCount: 2, requestedAt: after(HOUR) })),
    ).toMatchObject({ fullRefund: true, refundCents: 104_500 });
  });

  it('counts the 48th hour in, and a millisecond later charges the fee', () => {
    const report = { reason: 'not_as_described', photoCount: 1 } as const;
    expect(DAMAGE_REPORT_WINDOW_MS).toBe(48 * HOUR);
    expect(returnRefund([artwork], claim({ ...report, requestedAt: after(48 * HOUR) })).refundCents).toBe(109_500);
    expect(returnRefund([artwork], claim({ ...report, requestedAt: after(48 * HOUR + 1) })).refundCents).toBe(90_000);
  });

  it('charges the fee without a photo, or for a reason other than damage or a wrong description', () => {
    expect(returnRefund([artwork], claim({ reason: 'damaged', requestedAt: after(HOUR), photoCount: 0 })).refundCents).toBe(
      90_000,
    );
    expect(returnRefund([artwork], claim({ reason: 'other', requestedAt: after(HOUR), photoCount: 3 })).refundCents).toBe(90_000);
    expect(isFullRefundClaim(claim({ reason: 'changed_mind', requestedAt: after(HOUR), photoCount: 3 }))).toBe(false);
  });
});

describe('returnRefusal', () => {
  const request = (overrides: Partial<ReturnClaim & { delivered: boolean }> = {}) => ({
    ...claim(),
    delivered: true,
    ...overrides,
  });

  it('takes a return of a delivered order up to exactly 7 days after delivery', () => {
    expect(RETURN_REQUEST_WINDOW_MS).toBe(7 * DAY);
    expect(returnRefusal(request({ requestedAt: after(7 * DAY) }))).toBeUndefined();
  });

  it('refuses a millisecond after the 7 days', () => {
    expect(returnRefusal(request({ requestedAt: after(7 * DAY + 1) }))).toBe(
      'Artworks can be returned only within 7 days of delivery',
    );
  });

  it('refuses an order not delivered', () => {
    expect(returnRefusal(request({ delivered: false }))).toBe('Only a delivered order can be returned');
    expect(ReturnMessages.notDelivered).toBe('Only a delivered order can be returned');
  });

  it('asks for a photo of damage reported within 48 hours, and only then', () => {
    expect(returnRefusal(request({ reason: 'damaged', requestedAt: after(48 * HOUR) }))).toBe(
      'Please add at least one photo of the damage',
    );
    expect(returnRefusal(request({ reason: 'damaged', requestedAt: after(HOUR), photoCount: 1 }))).toBeUndefined();
    // Later, damage is returned like any other reason, with the fee, so no photo is needed.
    expect(returnRefusal(request({ reason: 'damaged', requestedAt: after(48 * HOUR + 1) }))).toBeUndefined();
    expect(returnRefusal(request({ reason: 'not_as_described', requestedAt: after(HOUR) }))).toBeUndefined();
  });
});

const item = (orderItemId: string, totalCents: number, commissionCents: number, refundedCents = 0): RefundableItem => ({
  orderItemId,
  vendorId: `vendor-of-${orderItemId}`,
  totalCents,
  commissionCents,
  refundedCents,
});

describe('splitRefund', () => {
  it('spreads a refund over items by what each has left, and reverses commission in proportion', () => {
    expect(splitRefund([item('a', 60_000, 15_000), item('b', 40_000, 4_000)], 50_000)).toEqual([
      { orderItemId: 'a', vendorId: 'vendor-of-a', refundCents: 30_000, commissionCents: 7_500, earningCents: 22_500 },
      { orderItemId: 'b', vendorId: 'vendor-of-b', refundCents: 20_000, commissionCents: 2_000, earningCents: 18_000 },
    ]);
  });

  it('weighs by what is left, not by the total', () => {
    const parts = splitRefund([item('a', 60_000, 15_000, 50_000), item('b', 40_000, 4_000)], 25_000);
    expect(parts.map((part) => part.refundCents)).toEqual([5_000, 20_000]);
  });

  it('sums exactly to the amount, odd cents included', () => {
    const parts = splitRefund([item('a', 333, 100), item('b', 333, 100), item('c', 334, 100)], 1);
    expect(parts).toHaveLength(1);
    expect(sum(parts.map((part) => part.refundCents))).toBe(1);
    const thirds = splitRefund([item('a', 10_000, 3_000), item('b', 10_000, 3_000), item('c', 10_000, 3_000)], 10_000);
    expect(thirds.map((part) => part.refundCents)).toEqual([3_334, 3_333, 3_333]);
  });

  it('reverses exactly the commission of an item refunded in a part and then the rest', () => {
    const sold = item('a', 10_001, 3_333);
    const [first] = splitRefund([sold], 3_333);
    const [rest] = splitRefund([{ ...sold, refundedCents: 3_333 }], 10_001 - 3_333);
    expect((first?.commissionCents ?? 0) + (rest?.commissionCents ?? 0)).toBe(3_333);
    expect((first?.earningCents ?? 0) + (rest?.earningCents ?? 0)).toBe(10_001 - 3_333);
  });

  it('reverses exactly the commission and earning of items refunded in any number of parts', () => {
    const order = fc.array(
      fc.record({ total: fc.integer({ min: 0, max: 2_000_000 }), rate: fc.integer({ min: 0, max: 10_000 }) }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(order, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), (lines, fractions) => {
        let items = lines.map((line, index) => item(`i${index}`, line.total, Math.floor((line.total * line.rate) / 10_000)));
        const reversed = new Map<string, { commission: number; earning: number }>();
        const left = () => sum(items.map((each) => each.totalCents - each.refundedCents));
        // A few partial refunds, then whatever is left.
        for (const fraction of [...fractions, 1]) {
          const amount = Math.max(1, Math.floor(left() * fraction));
          if (left() === 0) break;
          const parts = splitRefund(items, Math.min(amount, left()));
          for (const part of parts) {
            const before = reversed.get(part.orderItemId) ?? { commission: 0, earning: 0 };
            reversed.set(part.orderItemId, {
              commission: before.commission + part.commissionCents,
              earning: before.earning + part.earningCents,
            });
            expect(part.commissionCents).toBeGreaterThanOrEqual(0);
            expect(part.earningCents).toBeGreaterThanOrEqual(0);
          }
          items = items.map((each) => ({
            ...each,
            refundedCents: each.refundedCents + (parts.find((part) => part.orderItemId === each.orderItemId)?.refundCents ?? 0),
          }));
        }
        for (const each of items) {
          expect(each.refundedCents).toBe(each.totalCents);
          const total = reversed.get(each.orderItemId) ?? { commission: 0, earning: 0 };
          expect(total).toEqual({ commission: each.commissionCents, earning: each.totalCents - each.commissionCents });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out items already refunded in full', () => {
    const parts = splitRefund([item('a', 5_000, 1_500, 5_000), item('b', 8_000, 2_400, 3_000)], 5_000);
    expect(parts).toEqual([
      { orderItemId: 'b', vendorId: 'vendor-of-b', refundCents: 5_000, commissionCents: 1_500, earningCents: 3_500 },
    ]);
    // The odd cent of an even split goes to an item with something left, never to one refunded in full.
    const odd = splitRefund([item('a', 5_000, 1_500, 5_000), item('b', 5_000, 1_500, 4_997), item('c', 5_000, 1_500, 4_997)], 3);
    expect(odd.map((part) => [part.orderItemId, part.refundCents])).toEqual([
      ['b', 2],
      ['c', 1],
    ]);
  });

  it('refuses more than is left, and an amount that is not a positive whole number of cents', () => {
    const items = [item('a', 5_000, 1_500, 1_000), item('b', 8_000, 2_400)];
    expect(() => splitRefund(items, 12_001)).toThrow(new RangeError(RefundMessages.tooMuch));
    expect(splitRefund(items, 12_000)).toHaveLength(2);
    for (const amount of [0, -1, 1.5, Number.NaN]) expect(() => splitRefund(items, amount)).toThrow(RangeError);
    expect(() => splitRefund([item('a', 5_000, 1_500, 5_000)], 1)).toThrow(RangeError);
  });
});

describe('refundableCents', () => {
  it('is what was paid less what was refunded, never below zero', () => {
    expect(refundableCents(10_000, 2_500)).toBe(7_500);
    expect(refundableCents(10_000, 10_000)).toBe(0);
    expect(refundableCents(10_000, 12_000)).toBe(0);
  });
});

describe('firstDeliveryOf', () => {
  it('answers the earliest delivery, ignoring parts not delivered, and null when none was', () => {
    const early = new Date('2026-11-20T10:00:00Z');
    const late = new Date('2026-11-22T10:00:00Z');
    expect(firstDeliveryOf([{ deliveredAt: late }, { deliveredAt: null }, { deliveredAt: early }])).toEqual(early);
    expect(firstDeliveryOf([{ deliveredAt: null }])).toBeNull();
    expect(firstDeliveryOf([])).toBeNull();
  });
});
