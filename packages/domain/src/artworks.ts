import type { ProductStatus } from './enums.ts';

// Artwork rules without schemas: cheap to import (the storefront shell needs some of them).

export const ARTIST_TYPES = ['Featured Artists', 'Emerging Artists', 'Famous Artists'] as const;
export const FRAME_TYPES = ['Framed', 'Unframed'] as const;
export const PRODUCT_IMAGE_LIMIT = 5;
export const MIN_YEAR_CREATED = 1800;
export const PRODUCT_NUMBER_PLACEHOLDER = 'P00000';
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MAX_PRICE = 10_000_000;
/** Width and height in inches are kept as numeric(8, 2): nothing past this fits the column. */
export const MAX_ARTWORK_DIMENSION = 999_999.99;

/** Shipping options are told apart by name (vendor-and-admin section 9). */
export const DOMESTIC_SHIPPING_NAME = 'ART ORIGIN Domestic Shipping';
export const INTERNATIONAL_SHIPPING_NAME = 'International';
export const isDomesticShipping = (name: string) => /domestic/i.test(name);
export const isInternationalShipping = (name: string) => /international/i.test(name);

export const ProductMessages = {
  requiredSummary: 'Please fill in all required fields',
  invalidYear: 'Invalid year',
  imageRequired: 'At least one image is required',
  selectImage: 'Please select at least one image',
  tooManyImages: 'Maximum 5 images allowed',
  certificateTooLarge: 'File size must be less than 5MB',
  certificateType: 'Certificate must be a PDF, JPG, JPEG or PNG file',
  countryRequired: 'Please specify the country',
  domesticRequired: 'Domestic shipping delivery time and cost are required',
  added: 'Product added successfully!',
  noProductId: 'Product ID not found in response',
  onlyLive: 'Only live artworks can be marked sold out or disabled',
  onlyAwaitingApproval: 'Images and certificates can be added only while the artwork awaits approval',
} as const;

/** The admin badge and the status string: inactive, then sold out, then live (approved), else pending. */
export function productStatus(flags: { isActive: boolean; isApproved: boolean; isSoldOut: boolean }): ProductStatus {
  if (!flags.isActive) return 'inactive';
  if (flags.isSoldOut) return 'sold_out';
  return flags.isApproved ? 'live' : 'pending';
}

/** Certificate of authenticity: pdf, jpg, jpeg or png, at most 5 MB. */
export function certificateProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CERTIFICATE_EXTENSIONS as readonly string[]).includes(extension)) return ProductMessages.certificateType;
  if (file.size > CERTIFICATE_MAX_BYTES) return ProductMessages.certificateTooLarge;
  return undefined;
}

export function imageCountProblem(count: number): string | undefined {
  if (count < 1) return ProductMessages.imageRequired;
  if (count > PRODUCT_IMAGE_LIMIT) return ProductMessages.tooManyImages;
  return undefined;
}
