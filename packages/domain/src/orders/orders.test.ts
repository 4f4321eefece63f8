import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../common/enums.ts';
import { BANK_TRANSFER_DISCOUNT } from '../payments/bank-transfer-rules.ts';
import { shippingAddressSchema } from './orders.ts';
import {
  canMovePaymentStatus,
  formatOrderNumber,
  formatVendorOrderNumber,
  paymentStatusesBefore,
  priceOrder,
} from './orders-rules.ts';

const line = (priceCents: number, taxCents = 0, shippingCents = 0, commissionBasisPoints = 3000) => ({
  priceCents,
  taxCents,
  shippingCents,
  commissionBasisPoints,
});

describe('priceOrder', () => {
  it('adds price, tax and shipping without a discount', () => {
    const { totals, lines } = priceOrder([line(50_000, 4_500, 2_500), line(120_000, 0, 0, 1250)]);
    expect(totals).toEqual({
      subtotalCents: 170_000,
      discountCents: 0,
      taxCents: 4_500,
      shippingCents: 2_500,
      totalCents: 177_000,
    });
    expect(lines.map((priced) => priced.commissionCents)).toEqual([15_000, 15_000]);
    expect(lines[0]?.vendorEarningCents).toBe(57_000 - 15_000);
  });

  it('takes 5% of the product subtotal only, for a bank transfer', () => {
    const { totals } = priceOrder([line(10_000, 1_800, 1_500)], BANK_TRANSFER_DISCOUNT);
    expect(totals.discountCents).toBe(500);
    expect(totals.totalCents).toBe(10_000 - 500 + 1_800 + 1_500);
  });

  it('rounds the discount half up and spreads it so the lines sum to the order', () => {
    // 5% of 333 + 333 + 333 = 49.95 -> 50 cents; the lines take 17 + 17 + 16.
    const { totals, lines } = priceOrder([line(333), line(333), line(333)], BANK_TRANSFER_DISCOUNT);
    expect(totals.discountCents).toBe(50);
    expect(lines.map((priced) => priced.discountCents)).toEqual([17, 17, 16]);
    expect(lines.reduce((sum, priced) => sum + priced.totalCents, 0)).toBe(totals.totalCents);
  });

  it('has the platform pay the discount out of its commission: the artist earns what it would at full price', () => {
    const [full] = priceOrder([line(10_000, 500, 2_500, 3000)]).lines;
    const [discounted] = priceOrder([line(10_000, 500, 2_500, 3000)], BANK_TRANSFER_DISCOUNT).lines;
    expect(discounted?.discountCents).toBe(500);
    expect(discounted?.commissionCents).toBe(3_000 - 500); // 30% of 100.00, less the 5.00 discount
    expect(discounted?.vendorEarningCents).toBe(full?.vendorEarningCents);
    expect(discounted?.vendorEarningCents).toBe(10_000 - 3_000 + 500 + 2_500);
  });

  it('pays the discount up to its whole commission below a 5% rate; the artist pays the rest', () => {
    const [discounted] = priceOrder([line(10_000, 0, 0, 200)], BANK_TRANSFER_DISCOUNT).lines;
    expect(discounted?.commissionCents).toBe(0);
    // $100.00 less the $5.00 discount, of which the $2.00 commission covered $2.00.
    expect(discounted?.vendorEarningCents).toBe(9_500);
  });
});

describe('payment status', () => {
  it('moves only forward', () => {
    expect(canMovePaymentStatus(PaymentStatus.Pending, PaymentStatus.Paid)).toBe(true);
    expect(canMovePaymentStatus(PaymentStatus.Processing, PaymentStatus.Paid)).toBe(true);
    expect(canMovePaymentStatus(PaymentStatus.Paid, PaymentStatus.Pending)).toBe(false);
    expect(canMovePaymentStatus(PaymentStatus.Paid, PaymentStatus.Failed)).toBe(false);
    expect(canMovePaymentStatus(PaymentStatus.Failed, PaymentStatus.Paid)).toBe(false);
    expect(canMovePaymentStatus(PaymentStatus.Paid, PaymentStatus.Refunded)).toBe(true);
  });

  it('lists where a move may start', () => {
    expect(paymentStatusesBefore(PaymentStatus.Paid)).toEqual([
      PaymentStatus.Pending,
      PaymentStatus.Processing,
      PaymentStatus.Authorized,
    ]);
    expect(paymentStatusesBefore(PaymentStatus.Refunded)).toEqual([PaymentStatus.Paid]);
  });
});

describe('order numbers and addresses', () => {
  it('reads like AM000042 and AM000042-1', () => {
    expect(formatOrderNumber(42)).toBe('AM000042');
    expect(formatOrderNumber(1_234_567)).toBe('AM1234567');
    expect(formatVendorOrderNumber('AM000042', 0)).toBe('AM000042-1');
  });

  it('validates the checkout address with a message per field', () => {
    const result = shippingAddressSchema.safeParse({ email: 'nope', phone: '12' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      firstName: 'First name is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      zipCode: 'ZIP code is required',
      country: 'Country is required',
    });
  });
});
