import type { BankAccount, ManagedProduct } from '@art-market/domain';

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

export function product(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
  return {
    id: 'p1',
    productNumber: 'P00001',
    title: 'Monsoon Harbour',
    artistName: 'Meera Iyer',
    artistType: 'Emerging Artists',
    category: 'Medium',
    subcategory: 'Oil Paintings',
    description: 'Boats at dusk.',
    artistBio: '',
    medium: 'Oil',
    surface: 'Canvas',
    style: 'Impressionism',
    yearCreated: 2021,
    width: 24,
    height: 36,
    frameType: 'Framed',
    frameDetails: '',
    price: 1000,
    taxAmount: 50,
    totalPrice: 1070,
    commissionPercentage: 30,
    commissionAmount: 300,
    vendorShare: 700,
    countryOfOrigin: 'India',
    hasCertificate: false,
    certificateDetails: '',
    certificateFileUrl: null,
    isActive: true,
    isApproved: true,
    isSoldOut: false,
    status: 'live',
    vendorId: VENDOR_ID,
    vendorName: 'Studio Meera',
    createdAt: '2025-01-02T10:00:00.000Z',
    images: [{ id: 'i1', url: '/uploads/harbour.jpg', isPrimary: true, displayOrder: 0 }],
    shippingOptions: [
      { id: 's1', name: 'ART ORIGIN Domestic Shipping', cost: 20, estimatedDeliveryTime: 5 },
      { id: 's2', name: 'International', cost: 80, estimatedDeliveryTime: 14 },
    ],
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

/** The studio's background calls, so each test lists only what it is about. */
export const STUDIO_ROUTES = {
  [`GET /api/vendordashboard/stats/${VENDOR_ID}`]: { body: STATS },
};
