import { matchingSlug, ProductMessages, productStatus, toCents } from '@art-market/domain/rules';
import type { ManagedProduct, ProductSubmission } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { products } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { readCommissionRate } from '#api/modules/ledger/global-commission.service.ts';
import { hasStandingSale, markRelistedByArtist } from '#api/modules/orders/order-life.ts';
import { findManagedProduct, findManagedProducts, insertProduct, lockProduct, updateProduct } from './product.repository.ts';

export function listVendorProducts(ctx: AppContext, vendorId: string): Promise<ManagedProduct[]> {
  return findManagedProducts(ctx.db, eq(products.vendorId, vendorId));
}

/**
 * Creates an artwork for review. Approval and commission are never the client's: the artwork starts
 * pending, active and unapproved at the global commission rate; the admin sets the final rate.
 * Nothing public changes until the admin approves it, so the catalogue cache stays.
 */
export function createProduct(ctx: AppContext, vendorId: string, input: ProductSubmission): Promise<ManagedProduct> {
  return withTransaction(ctx, async (tx) => {
    const commissionBasisPoints = await readCommissionRate(tx);
    const productId = await insertProduct(
      tx,
      {
        vendorId,
        title: input.Title,
        artistName: input.ArtistName,
        artistType: input.ArtistType,
        category: input.Category,
        subcategory: input.Subcategory,
        description: input.Description,
        artistBio: input.ArtistBio,
        categorySlug: matchingSlug(input.Category),
        subcategorySlug: matchingSlug(input.Subcategory),
        medium: input.Medium,
        surface: input.Surface,
        style: input.Style,
        yearCreated: input.YearCreated ?? null,
        width: input.Width,
        height: input.Height,
        frameType: input.FrameType,
        frameDetails: input.FrameDetails,
        priceCents: toCents(input.Price),
        taxCents: toCents(input.TaxAmount),
        commissionBasisPoints,
        countryOfOrigin: input.CountryOfOrigin,
        hasCertificate: input.HasCertificateOfAuthenticity,
        certificateDetails: input.CertificateDetails,
        isActive: true,
        isApproved: false,
        isSoldOut: false,
      },
      input.ShippingOptions.map((option) => ({
        name: option.Name,
        costCents: toCents(option.Cost),
        estimatedDeliveryDays: option.EstimatedDeliveryTime,
      })),
    );
    return findOwnProduct(tx, vendorId, productId);
  });
}

/** The caller's own product; another vendor's answers as if it did not exist. */
export function getVendorProduct(ctx: AppContext, vendorId: string, productId: string): Promise<ManagedProduct> {
  return findOwnProduct(ctx.db, vendorId, productId);
}

async function findOwnProduct(db: Database, vendorId: string, productId: string): Promise<ManagedProduct> {
  const product = await findManagedProduct(db, productId, eq(products.vendorId, vendorId));
  if (!product) throw new NotFound(ProductMessages.notFound);
  return product;
}

export type VendorProductChange = 'sold_out' | 'inactive';

/**
 * Mark sold out (stays active) or disable (inactive): both only for a live artwork
 * (docs/product/studio-and-console.md#artwork-statuses), so both change what the storefront shows.
 */
export async function changeVendorProduct(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  change: VendorProductChange,
): Promise<{ status: string }> {
  const status = await withTransaction(ctx, async (tx, after) => {
    const product = await lockProduct(tx, productId, eq(products.vendorId, vendorId));
    if (!product) throw new NotFound(ProductMessages.notFound);
    if (productStatus(product) !== 'live') throw new Conflict(ProductMessages.onlyLive);
    const flags = change === 'sold_out' ? { isSoldOut: true, isActive: true } : { isActive: false };
    await updateProduct(tx, product.id, flags, ctx.now());
    await after.publish({ type: 'artwork.changed', productId: product.id });
    return productStatus({ ...product, ...flags });
  });
  return { status };
}

/**
 * Undoes Mark sold out: an artwork the vendor still has (marked sold out by hand, or given back by
 * its order) goes back on sale, as it was approved. One whose sale stands is the buyer's (409).
 * Logged, since it puts a piece back in front of collectors.
 */
export async function relistVendorProduct(ctx: AppContext, vendorId: string, productId: string): Promise<{ status: string }> {
  const status = await withTransaction(ctx, async (tx, after) => {
    const product = await lockProduct(tx, productId, eq(products.vendorId, vendorId));
    if (!product) throw new NotFound(ProductMessages.notFound);
    if (productStatus(product) !== 'sold_out') throw new Conflict(ProductMessages.onlySoldOut);
    if (await hasStandingSale(tx, product.id)) throw new Conflict(ProductMessages.soldThroughOrder);
    await updateProduct(tx, product.id, { isSoldOut: false }, ctx.now());
    // Back from a return: relisting it by hand is the vendor's decision on it (ADR 0037).
    await markRelistedByArtist(tx, product.id, ctx.now());
    await after.publish({ type: 'artwork.changed', productId: product.id });
    return productStatus({ ...product, isSoldOut: false });
  });
  ctx.log.info({ vendorId, productId, action: 'product.relist', status }, 'vendor relisted a sold-out artwork');
  return { status };
}

/**
 * A live artwork does not change without review: the certificate is added only while it is not
 * approved (an admin can send it back to review). Other changes go through listing-edits.service.ts.
 */
export function assertAwaitsApproval(product: { isApproved: boolean }): void {
  if (product.isApproved) throw new Conflict(ProductMessages.onlyAwaitingApproval);
}
