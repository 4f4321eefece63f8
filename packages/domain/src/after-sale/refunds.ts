import { allocateProportionally } from '../common/allocation.ts';
import { type BasisPoints, type Cents, formatUsd, percentOf } from '../common/money.ts';

/**
 * What a refund gives back and how it is split (ADR 0014). One rule for every refund: an amount is
 * spread over the order's items in proportion to what each still has to give back, and on each item
 * the platform's commission and the vendor's earning are reversed in proportion to the share of the
 * item's total refunded. What is kept (a restocking fee, unrefunded shipping) stays split as it was sold.
 */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A delivered artwork may be returned within 7 days of delivery... */
export const RETURN_REQUEST_WINDOW_MS = 7 * DAY_MS;
/** ...and damage or a wrong description reported within 48 hours, with photos, is refunded in full. */
export const DAMAGE_REPORT_WINDOW_MS = 48 * HOUR_MS;
/** A return that is not refunded in full keeps 15% of the artwork's price as a restocking fee. */
export const RESTOCKING_FEE_RATE: BasisPoints = 1500;
export const MAX_RETURN_PHOTOS = 5;

export const RETURN_REASONS = ['damaged', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_NAMES: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
  other: 'Other',
};

export const ReturnMessages = {
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: 'Artworks can be returned only within 7 days of delivery',
  photosRequired: 'Please add at least one photo of the damage',
  alreadyReturned: 'These artworks are already being returned',
  tooManyPhotos: `Please add at most ${MAX_RETURN_PHOTOS} photos`,
  photoType: 'Photos must be JPG, PNG, WebP or GIF images of at most 5 MB',
  invalidReason: 'Please choose a reason for the return',
  returnNotFound: 'Return not found',
  invalidStatus: 'Please choose approved, rejected or received',
  rejectionReasonRequired: 'Please say why the return is rejected',
  nothingLeftToRefund: 'Everything paid for these artworks has already been refunded: there is nothing to return them for',
  invalidInspection: 'Please choose relist, relist with changes or keep off sale',
  notAwaitingInspection: 'This artwork is not back from a return awaiting a decision',
  alreadyRelisted: 'This returned artwork is already back on sale',
} as const;

/**
 * What becomes of a returned artwork (ADR 0037). It comes back off sale, `awaiting` inspection; the
 * vendor or an admin then relists it as it was, relists it once a change to its listing is approved
 * (`relist_after_edit`), or keeps it off sale. Nothing relists it without that choice.
 */
export const RETURN_INSPECTIONS = ['awaiting', 'relisted', 'relist_after_edit', 'kept_off_sale'] as const;
export type ReturnInspection = (typeof RETURN_INSPECTIONS)[number];

/** The choices offered once a returned artwork has been looked at. */
export const INSPECTION_DECISIONS = ['relist', 'relist_with_changes', 'keep_off_sale'] as const;
export type InspectionDecision = (typeof INSPECTION_DECISIONS)[number];

export const INSPECTION_NAMES: Record<ReturnInspection, string> = {
  awaiting: 'Back from a return: awaiting inspection (off sale)',
  relisted: 'Relisted after inspection',
  relist_after_edit: 'Off sale until the listing change is approved',
  kept_off_sale: 'Kept off sale after inspection',
};

/** Whether a decision may still be taken: until the artwork is back on sale. */
export function inspectionOpen(inspection: ReturnInspection | null): boolean {
  return inspection !== null && inspection !== 'relisted';
}

/**
 * Why a return gives back less than its own refund: other refunds of its artworks left only this much
 * (shown to the collector and the admin, amounts in dollars).
 */
export function returnRefundCappedNote(refundAmount: number, cappedFrom: number): string {
  if (refundAmount <= 0) {
    return `Everything paid for these artworks was already refunded, so this return refunds nothing more (it would have refunded ${formatUsd(cappedFrom)}).`;
  }
  return `Capped at ${formatUsd(refundAmount)}, what is left to refund of these artworks after earlier refunds (the return alone would refund ${formatUsd(cappedFrom)}).`;
}

/** What a return needs of one item: its price after any discount, tax and shipping, all frozen at sale. */
export interface ReturnableItem {
  priceCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
}

export interface ReturnClaim {
  reason: ReturnReason;
  deliveredAt: Date;
  requestedAt: Date;
  photoCount: number;
}

export interface ReturnRefund {
  /** Refunded in full (shipping included, no fee): damage or a wrong description, reported early with photos. */
  fullRefund: boolean;
  refundCents: Cents;
  restockingFeeCents: Cents;
  /** Shipping the collector does not get back. */
  shippingKeptCents: Cents;
}

/** Whether a claim is refunded in full: damaged or not as described, within 48 hours, with at least one photo. */
export function isFullRefundClaim(claim: ReturnClaim): boolean {
  const early = claim.requestedAt.getTime() - claim.deliveredAt.getTime() <= DAMAGE_REPORT_WINDOW_MS;
  return (claim.reason === 'damaged' || claim.reason === 'not_as_described') && early && claim.photoCount > 0;
}

/**
 * The refund a return gives: the items' price and tax less a 15% restocking fee on the price, with no
 * shipping; a full-refund claim gives back everything paid for the items, shipping included.
 */
export function returnRefund(items: readonly ReturnableItem[], claim: ReturnClaim): ReturnRefund {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const price = sum(items.map((item) => item.priceCents - item.discountCents));
  const tax = sum(items.map((item) => item.taxCents));
  const shipping = sum(items.map((item) => item.shippingCents));
  if (isFullRefundClaim(claim)) {
    return { fullRefund: true, refundCents: price + tax + shipping, restockingFeeCents: 0, shippingKeptCents: 0 };
  }
  const restockingFeeCents = percentOf(price, RESTOCKING_FEE_RATE);
  return { fullRefund: false, refundCents: price + tax - restockingFeeCents, restockingFeeCents, shippingKeptCents: shipping };
}

/** The first delivery among these items, which starts a return's windows (null: none delivered). */
export function firstDeliveryOf(items: readonly { deliveredAt: Date | null }[]): Date | null {
  return items.reduce<Date | null>(
    (earliest, item) => (item.deliveredAt && (!earliest || item.deliveredAt < earliest) ? item.deliveredAt : earliest),
    null,
  );
}

/** Why this return cannot be asked for now (the 409's message), or undefined when it can. */
export function returnRefusal(claim: ReturnClaim & { delivered: boolean }): string | undefined {
  if (!claim.delivered) return ReturnMessages.notDelivered;
  if (claim.requestedAt.getTime() - claim.deliveredAt.getTime() > RETURN_REQUEST_WINDOW_MS) return ReturnMessages.windowClosed;
  const early = claim.requestedAt.getTime() - claim.deliveredAt.getTime() <= DAMAGE_REPORT_WINDOW_MS;
  if (claim.reason === 'damaged' && early && claim.photoCount === 0) return ReturnMessages.photosRequired;
  return undefined;
}

// ---- splitting a refund over items, commission and earnings ----

/** One item as a refund sees it: its frozen total and commission, and what was refunded of it before. */
export interface RefundableItem {
  orderItemId: string;
  vendorId: string;
  totalCents: Cents;
  commissionCents: Cents;
  refundedCents: Cents;
}

export interface ItemRefund {
  orderItemId: string;
  vendorId: string;
  refundCents: Cents;
  /** Given back by the platform out of its commission. */
  commissionCents: Cents;
  /** Taken back from the vendor's earning. */
  earningCents: Cents;
}

export const RefundMessages = {
  nothingLeft: 'Everything paid for this order has already been refunded',
  tooMuch: 'A refund cannot be more than what was paid and not yet refunded',
  notPaid: 'Only a paid order can be refunded',
  keyRequired: 'An Idempotency-Key header is required',
  reasonRequired: 'Please give a reason for the refund',
  amountInvalid: 'Please enter an amount greater than zero with at most two decimals',
  referenceRequired: 'The transfer reference is required',
} as const;

/** The part of an item's commission given back once `refundedCents` of its total has been refunded. */
function commissionReversedAt(item: RefundableItem, refundedCents: Cents): Cents {
  if (item.totalCents === 0) return 0;
  return Math.floor((item.commissionCents * refundedCents * 2 + item.totalCents) / (item.totalCents * 2));
}

/**
 * Splits a refund of `amountCents` over items, in proportion to what each has left to refund. Each
 * item's commission reversal is the difference of its cumulative share, so refunding an item in
 * several parts reverses exactly its commission in the end. Throws when the amount exceeds what is left.
 */
export function splitRefund(items: readonly RefundableItem[], amountCents: Cents): ItemRefund[] {
  const left = items.map((item) => item.totalCents - item.refundedCents);
  const leftInAll = left.reduce((sum, value) => sum + value, 0);
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > leftInAll) throw new RangeError(RefundMessages.tooMuch);
  const shares = allocateProportionally(amountCents, left);
  return items.flatMap((item, index) => {
    const refundCents = shares[index] ?? 0;
    if (refundCents === 0) return [];
    const commissionCents =
      commissionReversedAt(item, item.refundedCents + refundCents) - commissionReversedAt(item, item.refundedCents);
    return [
      {
        orderItemId: item.orderItemId,
        vendorId: item.vendorId,
        refundCents,
        commissionCents,
        earningCents: refundCents - commissionCents,
      },
    ];
  });
}

/** What is left to refund of an order: what it was paid, less what has been refunded. */
export function refundableCents(paidCents: Cents, refundedCents: Cents): Cents {
  return Math.max(0, paidCents - refundedCents);
}

/** What a vendor's return address is made of: their own words, or else their studio address. */
export interface ReturnAddressSource {
  displayName: string;
  returnAddress: string | null;
  address1: string;
  address2: string;
  storeCity: string;
  storeState: string;
  storePostCode: string;
  storeCountry: string;
}

/** The address a collector writes on the parcel, one line per entry: the vendor's own, else the studio's. */
export function returnAddressLines(vendor: ReturnAddressSource): string[] {
  if (vendor.returnAddress) {
    return [vendor.displayName, ...vendor.returnAddress.split('\n').map((line) => line.trim())].filter(Boolean);
  }
  return [
    vendor.displayName,
    vendor.address1,
    vendor.address2,
    [vendor.storeCity, vendor.storeState, vendor.storePostCode].filter(Boolean).join(' '),
    vendor.storeCountry,
  ].filter((line) => line.trim() !== '');
}

/** The reference written on a return's parcel, so the artist knows which return it is. */
export function returnReference(orderNumber: string, returnId: string): string {
  return `RET-${orderNumber}-${returnId.slice(0, 4).toUpperCase()}`;
}
