import type { AdminReturnView, RefundView } from '@art-market/domain/schemas';
import type { RefundNeedingAttention } from '../api/get-refunds-needing-attention.ts';

export const RETURNS = '/api/admin/dashboard/returns';
export const REFUNDS = '/api/admin/dashboard/refunds';
export const returnPath = (id: string) => `${RETURNS}/${id}`;
export const returnPhotoPath = (id: string, index: number) => `${RETURNS}/${id}/photos/${index}`;

export function refundView(overrides: Partial<RefundView> = {}): RefundView {
  return {
    id: 'rf1',
    kind: 'admin',
    status: 'succeeded',
    amount: 100,
    inr: null,
    reason: 'Frame arrived cracked',
    createdAt: '2026-03-05T10:00:00.000Z',
    completedAt: '2026-03-05T10:00:05.000Z',
    ...overrides,
  };
}

/** A collector's request to return one artwork, damaged and reported early with two photos: a full refund. */
export function adminReturn(overrides: Partial<AdminReturnView> = {}): AdminReturnView {
  const id = overrides.id ?? 'r1';
  return {
    id,
    orderId: 'o1',
    orderNumber: 'AM000042',
    status: 'requested',
    reason: 'damaged',
    description: 'The corner of the canvas is torn.',
    photoCount: 2,
    fullRefund: true,
    refundAmount: 1094.18,
    refundCappedFrom: null,
    adminNotes: null,
    items: [{ id: 'i1', productId: 'p1', title: 'Monsoon over Kochi', inspection: null }],
    createdAt: '2026-03-04T09:00:00.000Z',
    receivedAt: null,
    refund: null,
    reference: 'RET-AM000042-R1AB',
    returnTo: [{ vendorName: 'Studio Kaveri', lines: ['Studio Kaveri', '12 Lake Road', 'Bengaluru Karnataka 560001', 'India'] }],
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    photoUrls: [returnPhotoPath(id, 0), returnPhotoPath(id, 1)],
    ...overrides,
  };
}

export function refundNeedingAttention(overrides: Partial<RefundNeedingAttention> = {}): RefundNeedingAttention {
  return {
    ...refundView({ id: 'rf1', kind: 'return', status: 'failed', amount: 364.72, completedAt: null }),
    orderId: 'o1',
    orderNumber: 'AM000042',
    customerEmail: 'asha@example.com',
    provider: 'paypal',
    failure: 'INSUFFICIENT_FUNDS',
    attempts: 2,
    ...overrides,
  };
}
