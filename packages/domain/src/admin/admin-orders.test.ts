import { describe, expect, it } from 'vitest';
import { adminOrdersQuerySchema } from './admin-orders.ts';
import { allocateOrderCharges } from './admin-orders-rules.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('allocateOrderCharges', () => {
  it('shares tax and shipping in proportion to each item, and the item totals make the order total', () => {
    const items = [
      { unitPriceCents: 100_000, quantity: 1 },
      { unitPriceCents: 33_333, quantity: 1 },
      { unitPriceCents: 9_999, quantity: 1 },
    ];
    const allocated = allocateOrderCharges(items, { discountCents: 0, taxCents: 5_999, shippingCents: 7_500 });
    expect(allocated.map((item) => item.taxCents)).toEqual([4_185, 1_395, 419]);
    expect(allocated.map((item) => item.shippingCents)).toEqual([5_233, 1_744, 523]);
    expect(sum(allocated.map((item) => item.taxCents))).toBe(5_999);
    expect(sum(allocated.map((item) => item.shippingCents))).toBe(7_500);
    expect(sum(allocated.map((item) => item.totalCents))).toBe(143_332 + 5_999 + 7_500);
  });

  it('weighs by unit price times quantity and takes the discount off the same shares', () => {
    const allocated = allocateOrderCharges(
      [
        { unitPriceCents: 1_000, quantity: 3 },
        { unitPriceCents: 1_000, quantity: 1 },
      ],
      { discountCents: 200, taxCents: 101, shippingCents: 0 },
    );
    expect(allocated).toEqual([
      { lineCents: 3_000, discountCents: 150, taxCents: 76, shippingCents: 0, totalCents: 2_926 },
      { lineCents: 1_000, discountCents: 50, taxCents: 25, shippingCents: 0, totalCents: 975 },
    ]);
  });

  it('keeps the sums exact for awkward amounts, and gives a single item everything', () => {
    const items = [7, 7, 7, 13, 1].map((unitPriceCents) => ({ unitPriceCents, quantity: 1 }));
    for (const whole of [1, 2, 3, 99, 1_000_003]) {
      const allocated = allocateOrderCharges(items, { discountCents: 0, taxCents: whole, shippingCents: whole });
      expect(sum(allocated.map((item) => item.taxCents))).toBe(whole);
      expect(sum(allocated.map((item) => item.shippingCents))).toBe(whole);
    }
    expect(
      allocateOrderCharges([{ unitPriceCents: 500, quantity: 1 }], { discountCents: 25, taxCents: 40, shippingCents: 2_500 }),
    ).toEqual([{ lineCents: 500, discountCents: 25, taxCents: 40, shippingCents: 2_500, totalCents: 3_015 }]);
    expect(allocateOrderCharges([], { discountCents: 0, taxCents: 0, shippingCents: 0 })).toEqual([]);
  });
});

describe('adminOrdersQuerySchema', () => {
  it('reads empty parameters as no filter and defaults to the newest first, 20 a page', () => {
    expect(adminOrdersQuerySchema.parse({ status: '', paymentStatus: '3', startDate: '' })).toEqual({
      status: undefined,
      paymentStatus: 3,
      startDate: undefined,
      sort: '-createdAt',
      page: 1,
      pageSize: 20,
    });
  });

  it('refuses unknown codes, impossible dates and a range that ends before it starts', () => {
    const message = (input: object) => adminOrdersQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ status: '9' })).toBe('Status must be an order status code from 0 to 4');
    expect(message({ paymentStatus: 'paid' })).toBe('Payment status must be a payment status code from 0 to 5');
    expect(message({ startDate: '2026-02-31' })).toBe('Start date must be a date (YYYY-MM-DD)');
    expect(message({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('End date must not be before the start date');
    expect(message({ pageSize: '500' })).toBe('pageSize must be a whole number from 1 to 100');
  });
});
