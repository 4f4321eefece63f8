import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentStatus } from '../common/enums.ts';
import { parentOrderStatus } from '../fulfilment/fulfilment-rules.ts';
import {
  ATTEMPT_MOVES,
  ATTEMPT_STATUSES,
  BANK_TRANSFER_HOLD_MS,
  CANCELLATION_WINDOW_MS,
  type CancellableOrder,
  CancellationMessages,
  cancellationRefusal,
  cancellationTimeLeft,
  canMove,
  HOLD_MOVES,
  HOLD_STATES,
  holdExpiry,
  MAX_CART_ITEMS,
  MAX_HELD_PER_CUSTOMER,
  type Moves,
  ORDER_STATUS_MOVES,
  PAYMENT_STATUS_MOVES,
  REFUND_MOVES,
  REFUND_STATUSES,
  RETURN_MOVES,
  RETURN_STATUSES,
  statesBefore,
  VENDOR_ORDER_STATUS_MOVES,
} from './order-lifecycle.ts';
import type { OrderStatusCode } from './orders-rules.ts';

const { Pending, Processing, Shipped, Delivered, Cancelled } = OrderStatus;
const ORDER_STATUSES = Object.values(OrderStatus);
const PAYMENT_STATUSES = Object.values(PaymentStatus);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

/** The states a table refuses every move out of, checked against every state there is. */
function expectFinal<State extends string | number>(moves: Moves<State>, states: readonly State[], finals: readonly State[]) {
  for (const from of finals) for (const to of states) expect(canMove(moves, from, to), `${from} -> ${to}`).toBe(false);
}

/** Every table names every state, and moves only to states it knows. */
function expectClosed<State extends string | number>(moves: Moves<State>, states: readonly State[]) {
  expect(Object.keys(moves).sort()).toEqual(states.map(String).sort());
  for (const targets of Object.values<readonly State[]>(moves)) for (const to of targets) expect(states).toContain(to);
}

describe('ORDER_STATUS_MOVES', () => {
  it('lists every status and leaves delivered and cancelled orders where they are', () => {
    expectClosed(ORDER_STATUS_MOVES, ORDER_STATUSES);
    expectFinal(ORDER_STATUS_MOVES, ORDER_STATUSES, [Delivered, Cancelled]);
  });

  it('cancels only before anything ships, and a shipped order can only be delivered', () => {
    expect(canMove(ORDER_STATUS_MOVES, Pending, Cancelled)).toBe(true);
    expect(canMove(ORDER_STATUS_MOVES, Processing, Cancelled)).toBe(true);
    expect(canMove(ORDER_STATUS_MOVES, Shipped, Cancelled)).toBe(false);
    expect(ORDER_STATUS_MOVES[Shipped]).toEqual([Delivered]);
    expect(statesBefore(ORDER_STATUS_MOVES, Cancelled)).toEqual([Pending, Processing]);
  });

  it('goes back from processing to pending only (a vendor part cancelled), never back from shipped', () => {
    expect(statesBefore(ORDER_STATUS_MOVES, Pending)).toEqual([Processing]);
    expect(statesBefore(ORDER_STATUS_MOVES, Processing)).toEqual([Pending]);
    expect(statesBefore(ORDER_STATUS_MOVES, Shipped)).toEqual([Pending, Processing]);
  });
});

describe('the customer order following its vendor orders', () => {
  it('only makes moves ORDER_STATUS_MOVES allows, whatever one of up to three vendor orders does', () => {
    const parts = (count: number): OrderStatusCode[][] =>
      count === 0 ? [[]] : parts(count - 1).flatMap((rest) => ORDER_STATUSES.map((status) => [status, ...rest]));
    const refused: string[] = [];
    for (const before of [1, 2, 3].flatMap(parts)) {
      before.forEach((from, index) => {
        for (const to of VENDOR_ORDER_STATUS_MOVES[from]) {
          const after = before.map((status, position) => (position === index ? to : status));
          const [was, is] = [parentOrderStatus(before), parentOrderStatus(after)];
          if (was !== is && !canMove(ORDER_STATUS_MOVES, was, is)) refused.push(`${before} -> ${after}`);
        }
      });
    }
    expect(refused).toEqual([]);
  });
});

describe('VENDOR_ORDER_STATUS_MOVES', () => {
  it('lists every status and moves only forward', () => {
    expectClosed(VENDOR_ORDER_STATUS_MOVES, ORDER_STATUSES);
    expectFinal(VENDOR_ORDER_STATUS_MOVES, ORDER_STATUSES, [Delivered, Cancelled]);
    expect(canMove(VENDOR_ORDER_STATUS_MOVES, Processing, Pending)).toBe(false);
    expect(canMove(VENDOR_ORDER_STATUS_MOVES, Shipped, Processing)).toBe(false);
  });

  it('delivers only what was shipped', () => {
    expect(statesBefore(VENDOR_ORDER_STATUS_MOVES, Delivered)).toEqual([Shipped]);
    expect(canMove(VENDOR_ORDER_STATUS_MOVES, Pending, Delivered)).toBe(false);
    expect(canMove(VENDOR_ORDER_STATUS_MOVES, Processing, Delivered)).toBe(false);
  });

  it('cancels only before shipping', () => {
    expect(statesBefore(VENDOR_ORDER_STATUS_MOVES, Cancelled)).toEqual([Pending, Processing]);
    expect(statesBefore(VENDOR_ORDER_STATUS_MOVES, Shipped)).toEqual([Pending, Processing]);
  });
});

describe('PAYMENT_STATUS_MOVES', () => {
  it('lists every status; failed and refunded are final', () => {
    expectClosed(PAYMENT_STATUS_MOVES, PAYMENT_STATUSES);
    expectFinal(PAYMENT_STATUS_MOVES, PAYMENT_STATUSES, [PaymentStatus.Failed, PaymentStatus.Refunded]);
  });

  it('moves a paid order to refunded and nowhere else', () => {
    expect(PAYMENT_STATUS_MOVES[PaymentStatus.Paid]).toEqual([PaymentStatus.Refunded]);
    expect(statesBefore(PAYMENT_STATUS_MOVES, PaymentStatus.Refunded)).toEqual([PaymentStatus.Paid]);
  });

  it('is paid from any open status, and never again once paid or failed', () => {
    expect(statesBefore(PAYMENT_STATUS_MOVES, PaymentStatus.Paid)).toEqual([
      PaymentStatus.Pending,
      PaymentStatus.Processing,
      PaymentStatus.Authorized,
    ]);
    expect(statesBefore(PAYMENT_STATUS_MOVES, PaymentStatus.Failed)).toEqual([
      PaymentStatus.Pending,
      PaymentStatus.Processing,
      PaymentStatus.Authorized,
    ]);
    // A failed attempt puts a processing order back to pending, so the customer may pay again.
    expect(statesBefore(PAYMENT_STATUS_MOVES, PaymentStatus.Pending)).toEqual([PaymentStatus.Processing]);
  });
});

describe('ATTEMPT_MOVES', () => {
  it('never leaves completed, and leaves failed or cancelled only for completed (a late capture is money received)', () => {
    expectClosed(ATTEMPT_MOVES, ATTEMPT_STATUSES);
    expectFinal(ATTEMPT_MOVES, ATTEMPT_STATUSES, ['completed']);
    expect(ATTEMPT_MOVES.failed).toEqual(['completed']);
    expect(ATTEMPT_MOVES.cancelled).toEqual(['completed']);
  });

  it('completes from any state but completed; fails or is cancelled only from created or pending', () => {
    expect(statesBefore(ATTEMPT_MOVES, 'completed')).toEqual(['created', 'pending', 'failed', 'cancelled']);
    expect(statesBefore(ATTEMPT_MOVES, 'failed')).toEqual(['created', 'pending']);
    expect(statesBefore(ATTEMPT_MOVES, 'cancelled')).toEqual(['created', 'pending']);
    expect(statesBefore(ATTEMPT_MOVES, 'pending')).toEqual(['created']);
    expect(statesBefore(ATTEMPT_MOVES, 'created')).toEqual([]);
  });
});

describe('HOLD_MOVES', () => {
  it('renews a live hold, and a sold, released or lapsed hold stays so', () => {
    expectClosed(HOLD_MOVES, HOLD_STATES);
    expectFinal(HOLD_MOVES, HOLD_STATES, ['sold', 'released', 'lapsed']);
    expect(canMove(HOLD_MOVES, 'held', 'held')).toBe(true);
    expect(statesBefore(HOLD_MOVES, 'sold')).toEqual(['held']);
  });
});

describe('REFUND_MOVES', () => {
  it('keeps a succeeded refund final and lets a failed one be retried or handed to an admin', () => {
    expectClosed(REFUND_MOVES, REFUND_STATUSES);
    expectFinal(REFUND_MOVES, REFUND_STATUSES, ['succeeded']);
    expect(canMove(REFUND_MOVES, 'failed', 'pending')).toBe(true);
    expect(canMove(REFUND_MOVES, 'failed', 'manual')).toBe(true);
    expect(canMove(REFUND_MOVES, 'manual', 'failed')).toBe(false);
    expect(statesBefore(REFUND_MOVES, 'succeeded')).toEqual(['pending', 'failed', 'manual']);
  });
});

describe('RETURN_MOVES', () => {
  it('keeps received and rejected returns final', () => {
    expectClosed(RETURN_MOVES, RETURN_STATUSES);
    expectFinal(RETURN_MOVES, RETURN_STATUSES, ['received', 'rejected']);
    expect(statesBefore(RETURN_MOVES, 'received')).toEqual(['requested', 'approved']);
    expect(statesBefore(RETURN_MOVES, 'approved')).toEqual(['requested']);
  });
});

describe('holdExpiry', () => {
  it('holds for 30 minutes when an online payment first takes the artwork', () => {
    expect(holdExpiry('online', at(0))).toEqual(at(30 * MINUTE));
  });

  it('renews for 30 minutes, never past an hour from the first hold', () => {
    expect(holdExpiry('online', at(20 * MINUTE), at(0))).toEqual(at(50 * MINUTE));
    expect(holdExpiry('online', at(30 * MINUTE), at(0))).toEqual(at(60 * MINUTE));
    expect(holdExpiry('online', at(45 * MINUTE), at(0))).toEqual(at(60 * MINUTE));
  });

  it('answers a time already past once the hour has run out, so the hold is not renewed', () => {
    expect(holdExpiry('online', at(70 * MINUTE), at(0)).getTime()).toBeLessThanOrEqual(at(70 * MINUTE).getTime());
  });

  it('holds for a bank transfer 72 hours from its submission, whenever the first hold was', () => {
    expect(BANK_TRANSFER_HOLD_MS).toBe(72 * HOUR);
    expect(holdExpiry('bank_transfer', at(0))).toEqual(at(72 * HOUR));
    expect(holdExpiry('bank_transfer', at(2 * HOUR), at(0))).toEqual(at(74 * HOUR));
  });

  it('caps a cart and a customer at ten artworks', () => {
    expect(MAX_CART_ITEMS).toBe(10);
    expect(MAX_HELD_PER_CUSTOMER).toBe(10);
  });
});

describe('cancellationRefusal', () => {
  const paidAt = at(0);
  const paidOrder = (overrides: Partial<CancellableOrder> = {}): CancellableOrder => ({
    status: Pending,
    paymentStatus: PaymentStatus.Paid,
    paidAt,
    vendorStatuses: [Pending, Processing],
    ...overrides,
  });

  it('lets a paid order nothing of which has shipped be cancelled within 24 hours, the 24th hour included', () => {
    expect(cancellationRefusal(paidOrder(), at(HOUR))).toBeUndefined();
    expect(cancellationRefusal(paidOrder({ status: Processing }), at(CANCELLATION_WINDOW_MS))).toBeUndefined();
  });

  it('refuses a millisecond after the 24 hours', () => {
    expect(CANCELLATION_WINDOW_MS).toBe(24 * HOUR);
    expect(cancellationRefusal(paidOrder(), at(24 * HOUR + 1))).toBe('Orders can be cancelled only within 24 hours of payment');
  });

  it('refuses an order not paid', () => {
    for (const paymentStatus of [
      PaymentStatus.Pending,
      PaymentStatus.Processing,
      PaymentStatus.Authorized,
      PaymentStatus.Failed,
    ]) {
      expect(cancellationRefusal(paidOrder({ paymentStatus }), at(HOUR))).toBe('Only a paid order can be cancelled');
    }
    expect(cancellationRefusal(paidOrder({ paidAt: null }), at(HOUR))).toBe(CancellationMessages.notPaid);
  });

  it('refuses an order already cancelled or refunded', () => {
    expect(cancellationRefusal(paidOrder({ status: Cancelled, paymentStatus: PaymentStatus.Refunded }), at(HOUR))).toBe(
      'This order has already been cancelled',
    );
    expect(cancellationRefusal(paidOrder({ paymentStatus: PaymentStatus.Refunded }), at(HOUR))).toBe(
      'This order has already been refunded',
    );
  });

  it('refuses once any part has shipped or arrived, even within the 24 hours', () => {
    const shipped = 'Part of this order has already shipped, so it can no longer be cancelled; you can return it after delivery';
    expect(cancellationRefusal(paidOrder({ vendorStatuses: [Pending, Shipped] }), at(HOUR))).toBe(shipped);
    expect(cancellationRefusal(paidOrder({ status: Shipped, vendorStatuses: [Delivered] }), at(HOUR))).toBe(shipped);
  });
});

describe('cancellationTimeLeft', () => {
  it('counts down the 24 hours from payment, and is zero after them or before payment', () => {
    expect(cancellationTimeLeft(at(0), at(0))).toBe(24 * HOUR);
    expect(cancellationTimeLeft(at(0), at(23 * HOUR + 59 * MINUTE))).toBe(MINUTE);
    expect(cancellationTimeLeft(at(0), at(24 * HOUR))).toBe(0);
    expect(cancellationTimeLeft(at(0), at(30 * HOUR))).toBe(0);
    expect(cancellationTimeLeft(null, at(0))).toBe(0);
  });
});
