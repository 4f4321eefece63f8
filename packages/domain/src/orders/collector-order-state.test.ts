import { describe, expect, it } from 'vitest';
import { PaymentMethod as M, OrderStatus as O, PaymentStatus as P } from '../common/enums.ts';
import {
  type CollectorOrderFacts,
  collectorPaymentLabel,
  confirmationHeading,
  describeCollectorOrder,
  parcelStateLabel,
} from './collector-order-state.ts';

const order = (facts: Partial<CollectorOrderFacts>): CollectorOrderFacts => ({
  status: O.Pending,
  paymentStatus: P.Paid,
  paymentMethod: M.PayPal,
  returnStatus: null,
  ...facts,
});
const label = (facts: Partial<CollectorOrderFacts>) => describeCollectorOrder(order(facts)).label;

describe("an order in the collector's words", () => {
  it('tells a paid order from a bank transfer still being checked (both were "Pending")', () => {
    expect(label({ status: O.Pending, paymentStatus: P.Paid, paymentMethod: M.PayPal })).toBe('Paid – being prepared');
    expect(label({ status: O.Pending, paymentStatus: P.Processing, paymentMethod: M.NEFT })).toBe('Checking your payment');
    expect(describeCollectorOrder(order({ paymentStatus: P.Processing, paymentMethod: M.NEFT })).hint).toMatch(/bank transfer/);
    expect(label({ status: O.Pending, paymentStatus: P.Pending, paymentMethod: null })).toBe('Awaiting your payment');
  });

  it.each([
    [{ status: O.Processing }, 'Paid – being prepared'],
    [{ status: O.Shipped }, 'Shipped'],
    [{ status: O.Delivered }, 'Delivered'],
    [{ status: O.Delivered, returnStatus: 'requested' as const }, 'Return requested'],
    [{ status: O.Delivered, returnStatus: 'approved' as const }, 'Return approved'],
    [{ status: O.Delivered, returnStatus: 'received' as const }, 'Returned'],
    [{ status: O.Delivered, paymentStatus: P.Refunded }, 'Refunded'],
    [{ status: O.Cancelled, paymentStatus: P.Refunded }, 'Cancelled'],
    [{ status: O.Cancelled, paymentStatus: P.Failed, paymentMethod: null }, 'Cancelled'],
    [{ paymentStatus: P.Failed, paymentMethod: M.NEFT }, 'Payment failed'],
  ])('%o reads %s', (facts, expected) => {
    expect(label(facts)).toBe(expected);
  });

  it('heads the confirmation page with "Order Confirmed!" or "Payment Successful!" only once paid', () => {
    expect(confirmationHeading(order({ paymentStatus: P.Processing, paymentMethod: M.NEFT }))).toBe(
      'Order placed – we are checking your payment',
    );
    expect(confirmationHeading(order({ paymentMethod: M.NEFT }))).toBe('Order Confirmed!');
    expect(confirmationHeading(order({ paymentMethod: M.PayU }))).toBe('Payment Successful!');
    expect(confirmationHeading(order({ paymentStatus: P.Pending, paymentMethod: M.PayPal }))).toBe(
      'Order placed – awaiting your payment',
    );
    expect(confirmationHeading(order({ paymentStatus: P.Pending, paymentMethod: M.PayU }), { providerReturned: true })).toBe(
      'Order placed – we are checking your payment',
    );
    expect(confirmationHeading(order({ status: O.Cancelled, paymentStatus: P.Refunded }))).toBe('Order cancelled');
  });

  it('names parcels and payments without a bare "Pending"', () => {
    expect(parcelStateLabel(O.Pending)).toBe('Being prepared');
    expect(parcelStateLabel(O.Processing)).toBe('Being prepared');
    expect(collectorPaymentLabel(P.Pending, null)).toBe('Not received yet');
    expect(collectorPaymentLabel(P.Processing, M.NEFT)).toBe('Transfer being checked');
    expect(collectorPaymentLabel(P.Paid, M.NEFT)).toBe('Paid');
  });
});
