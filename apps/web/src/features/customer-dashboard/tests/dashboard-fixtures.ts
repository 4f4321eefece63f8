import type { CustomerDashboard, DashboardOrder, RefundView, ReturnView } from '@art-market/domain/schemas';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { ORDER_ID, dashboardOrder as purchaseOrder } from '#web/test/purchase-fixtures.ts';

export const PROFILE = {
  id: 'c1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  mobileNumber: '+919876543210',
  country: 'India',
  emailVerified: true,
};

const HOUR_MS = 3_600_000;

/** An ISO time this many hours from now (negative: in the past). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A dashboard order with nothing to cancel, return or refund unless the overrides say so. */
export function dashboardOrder(overrides: Partial<DashboardOrder> = {}): DashboardOrder {
  return {
    ...purchaseOrder(),
    paidAt: '2025-05-01T10:31:00.000Z',
    cancellableUntil: null,
    returnableUntil: null,
    returnQuote: null,
    paymentToComplete: null,
    refundedAmount: 0,
    refunds: [],
    ...overrides,
  };
}

export function refund(overrides: Partial<RefundView> = {}): RefundView {
  return {
    id: 'rf1',
    kind: 'cancellation',
    status: 'pending',
    amount: 1374.25,
    inr: null,
    reason: 'Found a better frame size',
    createdAt: '2025-05-01T12:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function returnView(overrides: Partial<ReturnView> = {}): ReturnView {
  return {
    id: 'rt1',
    orderId: ORDER_ID,
    orderNumber: 'AM000042',
    status: 'requested',
    reason: 'damaged',
    description: 'The corner of the canvas is torn',
    photoCount: 1,
    fullRefund: true,
    refundAmount: 1374.25,
    refundCappedFrom: null,
    adminNotes: null,
    items: [{ id: 'oi1', productId: 'p1', title: 'Backwaters at Dawn', inspection: null }],
    createdAt: '2025-05-08T09:00:00.000Z',
    receivedAt: null,
    refund: null,
    reference: 'RET-AM000042-R1AB',
    returnTo: [{ vendorName: 'Studio Kaveri', lines: ['Studio Kaveri', '12 Lake Road', 'Bengaluru Karnataka 560001', 'India'] }],
    ...overrides,
  };
}

export function dashboard(overrides: Partial<CustomerDashboard> = {}): CustomerDashboard {
  return { profile: PROFILE, recentOrders: [dashboardOrder()], ...overrides };
}

/** The dashboard's calls answered: its initial data, no returns, offers, certificates or saved addresses, unless `routes` answers otherwise. */
export function dashboardApi(routes: Record<string, Responder> = {}) {
  return mockApi({
    'GET /api/CustomerDashboard/initial-data': { body: dashboard() },
    'GET /api/CustomerDashboard/returns': { body: [] },
    'GET /api/CustomerDashboard/offers': { body: [] },
    'GET /api/CustomerDashboard/certificates': { body: [] },
    'GET /api/CustomerDashboard/addresses': { body: [] },
    ...routes,
  });
}
