import type { ProductStatus } from '../common/enums.ts';
import { toDollars } from '../common/money.ts';

// Artwork rules without schemas: cheap to import (the storefront shell needs some of them).

export const ARTIST_TYPES = ['Featured Artists', 'Emerging Artists', 'Famous Artists'] as const;
export const FRAME_TYPES = ['Framed', 'Unframed'] as const;
export const MIN_YEAR_CREATED = 1800;
export const PRODUCT_NUMBER_PLACEHOLDER = 'P00000';
export const MAX_PRICE = 10_000_000;
/** Width and height in inches are kept as numeric(8, 2): nothing past this fits the column. */
export const MAX_ARTWORK_DIMENSION = 999_999.99;

/** Shipping options are told apart by name (docs/product/money.md#shipping). */
export const DOMESTIC_SHIPPING_NAME = 'ART ORIGIN Domestic Shipping';
export const INTERNATIONAL_SHIPPING_NAME = 'International';
export const isDomesticShipping = (name: string) => /domestic/i.test(name);
export const isInternationalShipping = (name: string) => /international/i.test(name);

export const ProductMessages = {
  requiredSummary: 'Please fill in all required fields',
  invalidYear: 'Invalid year',
  notFound: 'Product not found',
  countryRequired: 'Please specify the country',
  domesticRequired: 'Domestic shipping delivery time and cost are required',
  added: 'Product added successfully!',
  noProductId: 'Product ID not found in response',
  onlyLive: 'Only live artworks can be marked sold out or disabled',
  onlySoldOut: 'Only a sold-out artwork can be relisted',
  soldThroughOrder: 'This artwork was sold through an order: it can be listed again only once that order gives it back',
  onlyDisabled: 'Only a disabled artwork can be re-enabled',
  onlyAwaitingApproval: 'Certificates can be added only while the artwork awaits approval',
  notEditable: 'A sold or withdrawn artwork cannot be edited',
  notWithdrawable: 'Only a live, pending or rejected artwork can be withdrawn',
  lastImage: 'An artwork needs at least one image',
  imageNotFound: 'Image not found',
  saved: 'Changes saved',
  sentToReview: 'Changes sent for review: the live listing stays up until they are approved',
  withdrawn: 'Listing withdrawn',
  nothingToReject: 'Only an artwork or a change awaiting review can be rejected',
  soldWhileWaiting: 'This artwork sold or was withdrawn while the change waited: reject the change instead',
  rejectionReasonRequired: 'Please give the reason for the rejection',
  /** The console's approval, rejection or status action failed and the server said nothing. */
  statusUpdateFailed: 'Failed to update product status',
} as const;

/** The badge of each status (vendor studio and admin console). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  live: 'Live',
  pending: 'Pending',
  rejected: 'Rejected',
  sold_out: 'Sold Out',
  inactive: 'Inactive',
};

/**
 * The studio's badges: an artwork off the storefront by the vendor's Withdraw (or Disable) reads as
 * what they did, "Withdrawn"; the console keeps the spec's "Inactive".
 */
export const STUDIO_PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  ...PRODUCT_STATUS_LABELS,
  inactive: 'Withdrawn',
};

/**
 * The status actions on an artwork, each also its URL segment: mark sold out and disable (a live
 * artwork, vendors and admins), and their undoing: relist (a sold-out artwork the vendor still has)
 * and enable (a disabled artwork, admins).
 */
export const PRODUCT_ACTIONS = ['soldout', 'disable', 'relist', 'enable'] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

export const ProductActionMessages: Record<ProductAction, { confirm: string; done: string; failed: string }> = {
  soldout: {
    confirm: 'Are you sure you want to mark this product as sold out?',
    done: 'Product marked as sold out',
    failed: 'Failed to mark product as sold out',
  },
  disable: {
    confirm: 'Are you sure you want to disable this product?',
    done: 'Product disabled',
    failed: 'Failed to disable product',
  },
  relist: {
    confirm: 'Put this artwork back on sale? Collectors will be able to buy it again.',
    done: 'Artwork relisted',
    failed: 'Failed to relist product',
  },
  enable: {
    confirm: 'Are you sure you want to re-enable this product?',
    done: 'Product re-enabled',
    failed: 'Failed to re-enable product',
  },
};

/** The price a buyer sees for an artwork: its price plus its tax; shipping is chosen and added later. */
export function artworkTotalCents(artwork: { priceCents: number; taxCents: number }): number {
  return artwork.priceCents + artwork.taxCents;
}

/** An artwork's price, tax and total as the API answers them, in dollars. */
export function artworkPriceInDollars(artwork: { priceCents: number; taxCents: number }) {
  return {
    price: toDollars(artwork.priceCents),
    taxAmount: toDollars(artwork.taxCents),
    totalPrice: toDollars(artworkTotalCents(artwork)),
  };
}

/**
 * The admin badge and the status string: inactive, then sold out, then live (approved), then
 * rejected (unapproved with a reason), else pending.
 */
export function productStatus(flags: {
  isActive: boolean;
  isApproved: boolean;
  isSoldOut: boolean;
  rejectionReason?: string | null;
}): ProductStatus {
  if (!flags.isActive) return 'inactive';
  if (flags.isSoldOut) return 'sold_out';
  if (flags.isApproved) return 'live';
  return flags.rejectionReason ? 'rejected' : 'pending';
}

/** A vendor edits an artwork while it is live, pending or rejected; a sold or withdrawn one stays as it is. */
export function isEditableStatus(status: ProductStatus): boolean {
  return status === 'live' || status === 'pending' || status === 'rejected';
}

/**
 * Whether a waiting change to a listing may still be applied: to a live, pending or rejected artwork,
 * or to a sold-out one back from a return whose artist chose to relist it with changes (ADR 0037). The
 * change to an artwork that sold or was withdrawn meanwhile can only be rejected: the sale stands.
 */
export function canApplyRevision(status: ProductStatus, relistAfterEdit: boolean): boolean {
  return isEditableStatus(status) || (status === 'sold_out' && relistAfterEdit);
}

/** Longest rejection reason an admin may write (it goes into the vendor's e-mail). */
export const REJECTION_REASON_MAX = 1000;
