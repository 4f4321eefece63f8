import type { EarningsAnswer, EarningsOrder, PayoutForecast } from '@art-market/domain/schemas';

export const EARNINGS = '/api/admin/dashboard/earnings';
export const PROCESS_PAYOUTS = '/api/admin/dashboard/payouts/process';
export const PAYOUT_FORECAST = '/api/admin/dashboard/payouts/forecast';

/** Some due now, some coming due as return windows close, one waiting on a return. */
export function payoutForecast(overrides: Partial<PayoutForecast> = {}): PayoutForecast {
  return {
    dueNow: 2050,
    dueNowItemCount: 3,
    dueNowVendorCount: 2,
    upcoming: [{ date: '2026-11-27', amount: 1147.5, itemCount: 2 }],
    awaitingReturns: { amount: 410, itemCount: 1 },
    awaitingNewPayoutAccount: { amount: 0, vendorCount: 0 },
    awaitingPayoutAccount: { amount: 0, vendorCount: 0 },
    returnWindowDays: 7,
    payoutAccountHoldHours: 72,
    nextScheduledRun: null,
    ...overrides,
  };
}
export const vendorPaymentPath = (id: string) => `/api/admin/dashboard/orders/${id}/vendor-payment`;

/** A delivered, paid PayPal vendor order whose vendor is not paid yet: the row Mark as Paid is for. */
export function earningsOrder(overrides: Partial<EarningsOrder> = {}): EarningsOrder {
  return {
    id: 'vo1',
    orderNumber: 'AM000042-1',
    parentOrderNumber: 'AM000042',
    createdAt: '2026-11-18T09:30:00.000Z',
    status: 3,
    paymentMethod: 1,
    paymentStatus: 3,
    vendorPaymentStatus: 0,
    totalAmount: 1125,
    commissionAmount: 100,
    vendorPayment: 1025,
    earnedAmount: 1025,
    refundDeductions: [],
    payoutWait: null,
    productPrice: 1000,
    shippingAmount: 75,
    taxAmount: 50,
    discountAmount: 0,
    disputeLossAmount: 0,
    orderItems: [{ id: 'i1', productTitle: 'Monsoon Over Kerala', unitPrice: 1000, quantity: 1, total: 1125 }],
    shippingProvider: 'Blue Dart',
    trackingNumber: 'BD123456789IN',
    vendorName: 'Studio Meera',
    vendorEmail: 'meera@example.com',
    vendorPhone: '+919876543210',
    vendorBankAccount: {
      accountHolderName: 'Meera Iyer',
      accountNumber: '123456789012',
      bankName: 'HDFC Bank',
      accountType: 1,
      ifscCode: 'HDFC0001234',
      bankAddress: 'Lake Road, Hyderabad',
      iban: 'GB29NWBK60161331926819',
      routingNumber: '021000021',
      swiftCode: 'HDFCINBB',
      isActive: true,
    },
    ...overrides,
  };
}

export function earningsAnswer(overrides: Partial<EarningsAnswer> = {}): EarningsAnswer {
  const orders = overrides.orders ?? [earningsOrder()];
  return {
    orders,
    total: orders.length,
    page: 1,
    pageSize: 20,
    startDate: '2026-11-16',
    endDate: '2026-11-22',
    pendingPayouts: 2050,
    usdInrRate: 83,
    summary: { totalOrderValue: 1125, totalCommission: 100, orderCount: orders.length, disputeLosses: 0 },
    weekly: [{ weekStart: '2026-11-16', orderValue: 1125, commission: 100 }],
    ...overrides,
  };
}
