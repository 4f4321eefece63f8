import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../common/enums.ts';
import { orderStatusInputSchema, trackingInputSchema } from './fulfilment.ts';
import { FulfilmentMessages } from './fulfilment-copy.ts';
import {
  canMoveVendorOrderStatus,
  ORDER_STATUS_CODES,
  parentOrderStatus,
  planOrderUpdate,
  statusMoveRefusal,
} from './fulfilment-rules.ts';

const { Pending, Processing, Shipped, Delivered, Cancelled } = OrderStatus;

describe('canMoveVendorOrderStatus', () => {
  it('moves forward from pending and processing, to any later status', () => {
    expect(canMoveVendorOrderStatus(Pending, Processing)).toBe(true);
    expect(canMoveVendorOrderStatus(Pending, Shipped)).toBe(true);
    expect(canMoveVendorOrderStatus(Processing, Shipped)).toBe(true);
    expect(canMoveVendorOrderStatus(Shipped, Delivered)).toBe(true);
  });

  it('never moves backwards', () => {
    expect(canMoveVendorOrderStatus(Delivered, Pending)).toBe(false);
    expect(canMoveVendorOrderStatus(Delivered, Shipped)).toBe(false);
    expect(canMoveVendorOrderStatus(Shipped, Processing)).toBe(false);
    expect(canMoveVendorOrderStatus(Processing, Pending)).toBe(false);
    // Delivered only after Shipped: a parcel with no tracking cannot be marked arrived.
    expect(canMoveVendorOrderStatus(Pending, Delivered)).toBe(false);
    expect(canMoveVendorOrderStatus(Processing, Delivered)).toBe(false);
  });

  it('cancels only before shipping, and a cancelled order stays cancelled', () => {
    expect(canMoveVendorOrderStatus(Pending, Cancelled)).toBe(true);
    expect(canMoveVendorOrderStatus(Processing, Cancelled)).toBe(true);
    expect(canMoveVendorOrderStatus(Shipped, Cancelled)).toBe(false);
    expect(canMoveVendorOrderStatus(Delivered, Cancelled)).toBe(false);
    for (const to of [Pending, Processing, Shipped, Delivered]) expect(canMoveVendorOrderStatus(Cancelled, to)).toBe(false);
  });

  it('allows staying put (a tracking correction, a repeated click)', () => {
    for (const status of ORDER_STATUS_CODES) expect(canMoveVendorOrderStatus(status, status)).toBe(true);
  });

  it('explains a refusal', () => {
    expect(statusMoveRefusal(Shipped, Cancelled)).toBe('A shipped order can no longer be cancelled');
    expect(statusMoveRefusal(Delivered, Pending)).toBe('An order that is delivered cannot go back to pending');
    expect(statusMoveRefusal(Cancelled, Shipped)).toBe('A cancelled order cannot change its status');
  });
});

describe('parentOrderStatus', () => {
  it('is delivered when every part not cancelled is delivered', () => {
    expect(parentOrderStatus([Delivered])).toBe(Delivered);
    expect(parentOrderStatus([Delivered, Cancelled, Delivered])).toBe(Delivered);
  });

  it('is shipped when any part is shipped or delivered but not all delivered', () => {
    expect(parentOrderStatus([Shipped, Pending])).toBe(Shipped);
    expect(parentOrderStatus([Delivered, Processing])).toBe(Shipped);
    expect(parentOrderStatus([Delivered, Shipped, Cancelled])).toBe(Shipped);
  });

  it('is processing when a part is being prepared and none has shipped', () => {
    expect(parentOrderStatus([Processing, Pending])).toBe(Processing);
    expect(parentOrderStatus([Processing, Cancelled])).toBe(Processing);
  });

  it('is cancelled only when every part is cancelled', () => {
    expect(parentOrderStatus([Cancelled, Cancelled])).toBe(Cancelled);
    expect(parentOrderStatus([Cancelled, Pending])).toBe(Pending);
  });

  it('is pending otherwise', () => {
    expect(parentOrderStatus([Pending, Pending])).toBe(Pending);
    expect(parentOrderStatus([])).toBe(Pending);
  });
});

describe('trackingInputSchema', () => {
  it('trims both fields', () => {
    expect(trackingInputSchema.parse({ trackingNumber: ' BD123IN ', shippingProvider: ' India Post ' })).toEqual({
      trackingNumber: 'BD123IN',
      shippingProvider: 'India Post',
    });
  });

  it.each([
    { trackingNumber: 'BD123IN', shippingProvider: '  ' },
    { trackingNumber: '', shippingProvider: 'India Post' },
    { shippingProvider: 'India Post' },
  ])('needs both fields: %o', (input) => {
    const result = trackingInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(FulfilmentMessages.trackingRequired);
    expect(FulfilmentMessages.trackingRequired).toBe('Please enter both tracking number and shipping provider');
  });
});

describe('orderStatusInputSchema', () => {
  it('takes the five codes only', () => {
    expect(orderStatusInputSchema.parse(3)).toBe(Delivered);
    for (const bad of [5, -1, 1.5, '2']) expect(orderStatusInputSchema.safeParse(bad).success).toBe(false);
  });
});

describe('planOrderUpdate', () => {
  it('sends only the tracking call for Shipped', () => {
    expect(planOrderUpdate(Shipped, false, Pending)).toEqual({ tracking: true, status: false });
    expect(planOrderUpdate(Shipped, true, Processing)).toEqual({ tracking: true, status: false });
  });

  it('sends the status call otherwise, after the tracking call when the tracking changed', () => {
    expect(planOrderUpdate(Delivered, false, Shipped)).toEqual({ tracking: false, status: true });
    expect(planOrderUpdate(Delivered, true, Pending)).toEqual({ tracking: true, status: true });
    expect(planOrderUpdate(Processing, false, Pending)).toEqual({ tracking: false, status: true });
    expect(planOrderUpdate(Pending, false, Pending)).toEqual({ tracking: false, status: true });
  });

  it('sends only the tracking call for new tracking with the status left as it was (the call marks it Shipped)', () => {
    expect(planOrderUpdate(Pending, true, Pending)).toEqual({ tracking: true, status: false });
    expect(planOrderUpdate(Processing, true, Processing)).toEqual({ tracking: true, status: false });
  });
});
