import type { CartItem, HomeCatalog, ProductCard, ProductDetail } from '@art-market/domain/rules';
import { vi } from 'vitest';
import { mockApi, type Responder } from './mock-api.ts';

let sequence = 0;

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  sequence += 1;
  return {
    id: `p${sequence}`,
    title: `Artwork ${sequence}`,
    artistName: 'Meera Nair',
    artistType: 'Emerging Artists',
    category: 'Themes',
    subCategory: 'Nature',
    excerpt: 'Morning light over the backwaters, in thick layers of oil.',
    price: 400,
    taxAmount: 40,
    totalPrice: 440,
    isSoldOut: false,
    createdAt: '2025-05-01T10:00:00Z',
    images: [{ url: `/uploads/art-${sequence}.jpg`, isPrimary: true, width: 800, height: 1000 }],
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const { excerpt, ...card } = productCard({ id: 'art-1', title: 'Backwaters at Dawn', totalPrice: 1285 });
  return {
    ...card,
    description: excerpt,
    productNumber: 'P00042',
    artistBio: 'Meera paints the rivers of Kerala.',
    medium: 'Oil',
    surface: 'Canvas',
    style: 'Impressionism',
    yearCreated: 2023,
    width: 24,
    height: 36,
    frameType: 'Framed',
    frameDetails: 'Teak frame',
    countryOfOrigin: 'India',
    hasCertificate: false,
    certificateFileUrl: null,
    certificateDetails: '',
    isActive: true,
    vendorId: 'v1',
    images: [
      { url: '/uploads/dawn-1.jpg', isPrimary: true, width: 800, height: 1200 },
      { url: '/uploads/dawn-2.jpg', isPrimary: false, width: 1200, height: 800 },
    ],
    shippingOptions: [
      { id: 's-int', name: 'International Shipping', cost: 120, estimatedDeliveryTime: 14 },
      { id: 's-dom', name: 'ART ORIGIN Domestic Shipping', cost: 25, estimatedDeliveryTime: 6 },
    ],
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'ci1',
    productId: 'art-1',
    title: 'Backwaters at Dawn',
    artistName: 'Meera Nair',
    imageUrl: '/uploads/dawn-1.jpg',
    price: 1285,
    totalPrice: 1285,
    shippingName: 'ART ORIGIN Domestic Shipping',
    shippingCost: 25,
    countryOfOrigin: 'India',
    shippingOptions: [
      { id: 'ship-dom', name: 'ART ORIGIN Domestic Shipping', cost: 25 },
      { id: 'ship-int', name: 'International', cost: 80 },
    ],
    ...overrides,
  };
}

export function homeCatalog(overrides: Partial<HomeCatalog> = {}): HomeCatalog {
  return {
    latest: [productCard({ title: 'Latest One' })],
    affordable: Array.from({ length: 6 }, (_, index) =>
      productCard({ title: `Affordable ${index + 1}`, totalPrice: 100 + index }),
    ),
    spotlight: [productCard({ title: 'Spotlight One', totalPrice: 5000 })],
    indianArt: [productCard({ title: 'Indian One' })],
    worldArt: [productCard({ title: 'World One' })],
    collections: [
      'Nature',
      'Wildlife',
      'People & Portraits',
      'Urban & Cityscapes',
      'Medium',
      'Themes',
      'Art Styles',
      'Technique',
    ].map((name) => ({
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      latestImage: `/uploads/${name.length}.jpg`,
    })),
    featuredCollections: [],
    artists: [
      {
        artistName: 'Meera Nair',
        artistType: 'Emerging Artists',
        latestImage: '/uploads/m.jpg',
      },
      { artistName: 'Ravi & Sons', artistType: 'Famous Artists', latestImage: null },
    ],
    ...overrides,
  };
}

/**
 * mockApi plus what the catalogue needs: the full URL of every call (query parameters) and an
 * X-Total-Count header per path.
 */
export function mockCatalogApi(routes: Record<string, Responder> = {}, totals: Record<string, number> = {}) {
  const api = mockApi(routes);
  const inner = globalThis.fetch;
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const response = await inner(input, init);
    const total = totals[url.pathname];
    if (total !== undefined) response.headers.set('X-Total-Count', String(total));
    return response;
  });
  return {
    ...api,
    /** The query parameters of each call to `path`, in order. */
    paramsOf: (path: string) => urls.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams)),
  };
}
