import type { ManagedProduct } from '@art-market/domain';

export function storeAdminLogin() {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminData', JSON.stringify({ adminId: 'a1', name: 'Ravi' }));
}

export function adminProduct(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
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
    medium: 'Oil on canvas',
    surface: 'Canvas',
    style: '',
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
    isApproved: false,
    isSoldOut: false,
    status: 'pending',
    vendorId: 'v1',
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
