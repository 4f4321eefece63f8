import type {
  BankAccount,
  ManagedProduct,
  PeriodStatement,
  VendorEarnings,
  VendorOrder,
  VendorProfile,
} from '@art-market/domain/schemas';
import { managedProduct } from '#web/test/managed-product.ts';

export const VENDOR_ID = 'v1';

export function storeVendorLogin() {
  localStorage.setItem('vendorToken', 'vendor-token');
  localStorage.setItem(
    'vendorData',
    JSON.stringify({
      vendorId: VENDOR_ID,
      id: VENDOR_ID,
      displayName: 'Studio Meera',
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      logoUrl: null,
      bannerUrl: null,
    }),
  );
}

export const STATS = {
  liveArtworks: 2,
  pendingArtworks: 1,
  soldArtworks: 3,
  inactiveArtworks: 0,
  totalEarnings: 1285,
  pendingPayouts: 410,
  ordersToShip: 1,
};

export const EARNINGS: VendorEarnings = {
  totalEarnings: 3075,
  awaitingDelivery: 1025,
  pendingPayouts: 1025,
  paid: 1025,
  weekly: [
    { weekStart: '2026-11-09', earnings: 1025 },
    { weekStart: '2026-11-16', earnings: 2050 },
  ],
};

/** A statement for November 2026 before any payout: one sale, one refund. */
export const PERIOD_STATEMENT: PeriodStatement = {
  startDate: '2026-11-01',
  endDate: '2026-11-27',
  openingBalance: 0,
  sales: [{ date: '2026-11-20T10:00:00.000Z', orderNumber: 'AM000042-1', title: 'Backwaters at Dawn', earning: 775 }],
  refunds: [
    { date: '2026-11-24T10:00:00.000Z', orderNumber: 'AM000042-1', title: 'Backwaters at Dawn', kind: 'refund', amount: 35 },
  ],
  payouts: [],
  totals: { sales: 775, refunds: 35, payouts: 0 },
  balanceOwed: 740,
};

export function product(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
  return managedProduct({ vendorId: VENDOR_ID, ...overrides });
}

/** The studio's profile as GET /vendordashboard/profile/{vendorId} answers it. */
export function vendorProfile(overrides: Partial<VendorProfile> = {}): VendorProfile {
  return {
    id: VENDOR_ID,
    displayName: 'Studio Meera',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    mobileNumber: '+919876543210',
    address1: '12 Lake Road',
    address2: '',
    storeCity: 'Hyderabad',
    storeState: 'Telangana',
    storeCountry: 'India',
    storePostCode: '500001',
    logoUrl: null,
    bannerUrl: null,
    bio: '',
    returnAddress: null,
    emailVerified: true,
    ...overrides,
  };
}

export function bankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 'b1',
    accountHolderName: 'Meera Iyer',
    bankName: 'HDFC Bank',
    accountNumber: '123456789012',
    accountType: 0,
    ifscCode: 'HDFC0001234',
    iban: '',
    routingNumber: '',
    swiftCode: '',
    bankAddress: 'Lake Road, Hyderabad',
    isDefault: false,
    isActive: true,
    ...overrides,
  };
}

export function vendorOrder(overrides: Partial<VendorOrder> = {}): VendorOrder {
  return {
    orderId: 'vo1',
    vendorOrderNumber: 'AM000042-1',
    orderNumber: 'AM000042',
    customerName: 'Asha Rao',
    productNames: 'Backwaters at Dawn',
    amount: 1000,
    discount: 0,
    tax: 50,
    shippingCost: 25,
    totalPrice: 1075,
    commission: 300,
    earnings: 775,
    commissionOnFullPrice: 300,
    discountPaidByPlatform: 0,
    discountPaidByYou: 0,
    status: 0,
    paymentStatus: 3,
    amountReceived: true,
    shippingAddress: {
      name: 'Asha Rao',
      phone: '+919876543210',
      address: '14 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400020',
      country: 'India',
    },
    trackingNumber: null,
    shippingProvider: null,
    parentOrderStatus: 0,
    paidAt: '2025-05-01T10:30:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    refundedAmount: 0,
    earningDeductions: [],
    netEarnings: 775,
    items: [
      {
        id: 'i1',
        productId: 'p1',
        title: 'Backwaters at Dawn',
        shippingOptionName: 'ART ORIGIN Domestic Shipping',
        price: 1000,
        discount: 0,
        tax: 50,
        shippingCost: 25,
        commission: 300,
        total: 1075,
        earnings: 775,
        shippingWarning: null,
        returned: null,
      },
    ],
    ...overrides,
  };
}

/** The studio's background calls, so each test lists only what it is about. */
export const STUDIO_ROUTES = {
  [`GET /api/vendordashboard/stats/${VENDOR_ID}`]: { body: STATS },
  [`GET /api/vendordashboard/orders/${VENDOR_ID}`]: { body: [] },
  [`GET /api/vendordashboard/earnings/${VENDOR_ID}`]: { body: EARNINGS },
  [`GET /api/vendordashboard/payouts/${VENDOR_ID}`]: { body: [] },
  [`GET /api/vendordashboard/statements/${VENDOR_ID}`]: { body: PERIOD_STATEMENT },
};
