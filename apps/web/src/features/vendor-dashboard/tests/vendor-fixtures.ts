import type { BankAccount, ManagedProduct, VendorEarnings } from '@art-market/domain';
import { managedProduct } from '../../../test/managed-product.ts';

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

export function product(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
  return managedProduct({ vendorId: VENDOR_ID, ...overrides });
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

/** The studio's background calls, so each test lists only what it is about. */
export const STUDIO_ROUTES = {
  [`GET /api/vendordashboard/stats/${VENDOR_ID}`]: { body: STATS },
  [`GET /api/vendordashboard/earnings/${VENDOR_ID}`]: { body: EARNINGS },
  [`GET /api/vendordashboard/payouts/${VENDOR_ID}`]: { body: [] },
};
