import {
  type ManagedProduct,
  matchingSlug,
  PRODUCT_IMAGE_LIMIT,
  ProductMessages,
  type ProductSubmission,
  productStatus,
  toCents,
  UploadMessages,
} from '@art-market/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productImages, products, shippingOptions } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { StoredImage } from '../../plugins/images.ts';
import { findManagedProduct, findManagedProducts } from '../products/product.repository.ts';
import { readCommissionRate } from '../settings/commission.service.ts';

export function listVendorProducts(ctx: AppContext, vendorId: string): Promise<ManagedProduct[]> {
  return findManagedProducts(ctx.db, eq(products.vendorId, vendorId));
}

/**
 * Creates an artwork for review. Approval and commission are never the client's: the artwork starts
 * pending, active and unapproved at the global commission rate; the admin sets the final rate.
 */
export async function createProduct(ctx: AppContext, vendorId: string, input: ProductSubmission): Promise<ManagedProduct> {
  const commissionBasisPoints = await readCommissionRate(ctx.db);
  const productId = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({
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
      })
      .returning({ id: products.id });
    const id = (created as { id: string }).id;
    await tx.insert(shippingOptions).values(
      input.ShippingOptions.map((option) => ({
        productId: id,
        name: option.Name,
        costCents: toCents(option.Cost),
        estimatedDeliveryDays: option.EstimatedDeliveryTime,
      })),
    );
    return id;
  });
  return getVendorProduct(ctx, vendorId, productId);
}

/** The caller's own product; another vendor's answers as if it did not exist. */
export async function getVendorProduct(ctx: AppContext, vendorId: string, productId: string): Promise<ManagedProduct> {
  const product = await findManagedProduct(ctx.db, productId, eq(products.vendorId, vendorId));
  if (!product) throw new NotFound(ProductMessages.notFound);
  return product;
}

export type VendorProductChange = 'sold_out' | 'inactive';

/** Mark sold out (stays active) or disable (inactive): both only for a live artwork (vendor-and-admin section 4). */
export async function changeVendorProduct(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  change: VendorProductChange,
): Promise<{ status: string }> {
  const product = await getVendorProduct(ctx, vendorId, productId);
  if (product.status !== 'live') throw new Conflict(ProductMessages.onlyLive);
  const flags = change === 'sold_out' ? { isSoldOut: true, isActive: true } : { isActive: false };
  const [updated] = await ctx.db
    .update(products)
    .set({ ...flags, updatedAt: ctx.now() })
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
    .returning({ isActive: products.isActive, isApproved: products.isApproved, isSoldOut: products.isSoldOut });
  return { status: productStatus(updated as { isActive: boolean; isApproved: boolean; isSoldOut: boolean }) };
}

/** Adds uploaded images after the existing ones; the very first image of a product is its primary. */
export async function attachImages(ctx: AppContext, productId: string, images: StoredImage[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if (count + images.length > PRODUCT_IMAGE_LIMIT) throw new Invalid(UploadMessages.tooManyImages);
    await tx.insert(productImages).values(
      images.map((image, index) => ({
        productId,
        url: image.url,
        width: image.width,
        height: image.height,
        isPrimary: count === 0 && index === 0,
        displayOrder: count + index,
      })),
    );
  });
}
