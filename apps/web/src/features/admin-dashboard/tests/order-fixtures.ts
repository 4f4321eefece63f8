import type { AdminOrder, AdminOrderRow } from '@art-market/domain/schemas';
import { savedAddress } from '#web/test/purchase-fixtures.ts';

export const ORDERS = '/api/admin/dashboard/orders';

export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: 'o1',
    orderNumber: 'AM000042',
    customerId: 'c1',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    itemCount: 3,
    totalAmount: 1568.31,
    status: 3,
    paymentStatus: 3,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A paid, delivered order of two artworks with nothing refunded yet. */
export const ORDER: AdminOrder = {
  ...orderRow(),
  orderItems: [
    {
      id: 'i1',
      productId: 'p1',
      productTitle: 'Monsoon over Kochi',
      quantity: 1,
      unitPrice: 1000,
      discountAmount: 0,
      taxAmount: 41.85,
      shippingAmount: 52.33,
      itemTotal: 1094.18,
    },
    {
      id: 'i2',
      productId: 'p2',
      productTitle: 'Backwaters at dusk',
      quantity: 1,
      unitPrice: 333.33,
      discountAmount: 0,
      taxAmount: 13.95,
      shippingAmount: 17.44,
      itemTotal: 364.72,
    },
  ],
  subtotalAmount: 1333.33,
  discountAmount: 0,
  taxAmount: 55.8,
  shippingAmount: 69.77,
  totalAmount: 1458.9,
  billingAddress: savedAddress,
  shippingAddress: savedAddress,
  paymentMethod: 1,
  refundedAmount: 0,
  refundableAmount: 1458.9,
  chargebackAt: null,
  refunds: [],
  payuCharge: null,
};
