import {
  isEditableStatus,
  PRODUCT_IMAGE_LIMIT,
  ProductMessages,
  productStatus,
  toCents,
  UploadMessages,
} from '@art-market/domain/rules';
import type { ListingEdit, ManagedProduct } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { products, type RevisionImage } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { findRelistAfterEdit } from '#api/modules/orders/order-life.ts';
import type { StoredImage } from '#api/plugins/images.ts';
import { listShippingOptions, lockProduct, replaceShippingOptions, updateProduct } from './product.repository.ts';
import { listProductImages, replaceProductImages } from './product-image.repository.ts';
import { deleteRevision, findRevision, type RevisionFields, saveRevision } from './product-revision.repository.ts';
import { getVendorProduct } from './vendor-products.service.ts';

type ProductRow = NonNullable<Awaited<ReturnType<typeof lockProduct>>>;

/**
 * Listing edits after submission (ADR 0024). An artwork nobody has approved yet (pending or rejected)
 * changes at once and waits for review again; an approved one keeps its live row untouched and gets a
 * revision beside it, which only an admin's approval applies.
 */
export async function editListing(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  edit: ListingEdit,
): Promise<ManagedProduct> {
  await withOwnEditableListing(ctx, vendorId, productId, async (tx, product) => {
    const fields = {
      title: edit.Title,
      description: edit.Description,
      priceCents: toCents(edit.Price),
      taxCents: toCents(edit.TaxAmount),
    };
    const shippingOptions = edit.ShippingOptions.map((option) => ({
      name: option.Name,
      costCents: toCents(option.Cost),
      estimatedDeliveryDays: option.EstimatedDeliveryTime,
    }));
    if (!product.isApproved) {
      await updateProduct(tx, product.id, { ...fields, rejectionReason: null }, ctx.now());
      await replaceShippingOptions(tx, product.id, shippingOptions);
      // A change refused while the artwork was live is moot once the artwork itself is edited.
      await deleteRevision(tx, product.id);
      return;
    }
    const images = (await findRevision(tx, product.id))?.images ?? (await listProductImages(tx, product.id));
    await saveRevision(tx, product.id, { ...fields, shippingOptions, images: images.map(imageOnly) }, ctx.now());
  });
  return getVendorProduct(ctx, vendorId, productId);
}

/** Adds stored images to the listing: at once while it awaits approval, into its revision once live. */
export async function addListingImages(ctx: AppContext, productId: string, images: StoredImage[]): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    // Locked, so parallel uploads cannot pass 5 images between them.
    const product = await lockProduct(tx, productId);
    if (!product) throw new NotFound(ProductMessages.notFound);
    await assertEditable(tx, product);
    const current = await imagesAsTheyWillBe(tx, product);
    const next = [...current, ...images.map(imageOnly)];
    if (next.length > PRODUCT_IMAGE_LIMIT) {
      throw new Invalid(UploadMessages.tooManyImages, { images: UploadMessages.tooManyImages });
    }
    await setListingImages(ctx, tx, product, next);
  });
}

/** Takes one image (by its URL) off the listing; the last one stays, since an artwork is sold by its picture. */
export async function removeListingImage(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  url: string,
): Promise<ManagedProduct> {
  await withOwnEditableListing(ctx, vendorId, productId, async (tx, product) => {
    const current = await imagesAsTheyWillBe(tx, product);
    const next = current.filter((image) => image.url !== url);
    if (next.length === current.length) throw new NotFound(ProductMessages.imageNotFound);
    if (next.length === 0) throw new Conflict(ProductMessages.lastImage);
    await setListingImages(ctx, tx, product, next);
  });
  return getVendorProduct(ctx, vendorId, productId);
}

/**
 * Withdraws a live, pending or rejected listing: it leaves the storefront and the review queue, and a
 * waiting change goes with it. The vendor's row stays (orders may point at it).
 */
export async function withdrawListing(ctx: AppContext, vendorId: string, productId: string): Promise<ManagedProduct> {
  await withTransaction(ctx, async (tx, after) => {
    const product = await lockProduct(tx, productId, eq(products.vendorId, vendorId));
    if (!product) throw new NotFound(ProductMessages.notFound);
    const status = productStatus(product);
    if (!isEditableStatus(status)) throw new Conflict(ProductMessages.notWithdrawable);
    await updateProduct(tx, product.id, { isActive: false }, ctx.now());
    await deleteRevision(tx, product.id);
    // After the commit: a catalogue load begun before it may have read the live row (catalog-cache.ts).
    if (status === 'live') await after.publish({ type: 'artwork.changed', productId: product.id });
  });
  return getVendorProduct(ctx, vendorId, productId);
}

async function withOwnEditableListing(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  change: (tx: Database, product: ProductRow) => Promise<void>,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const product = await lockProduct(tx, productId, eq(products.vendorId, vendorId));
    if (!product) throw new NotFound(ProductMessages.notFound);
    await assertEditable(tx, product);
    await change(tx, product);
  });
}

/**
 * Live, pending and rejected listings can be edited; so can an artwork back from a return whose
 * vendor chose to relist it with changes (it stays off sale until the change is approved).
 */
async function assertEditable(tx: Database, product: ProductRow): Promise<void> {
  if (isEditableStatus(productStatus(product))) return;
  if (productStatus(product) === 'sold_out' && (await findRelistAfterEdit(tx, product.id)).length > 0) return;
  throw new Conflict(ProductMessages.notEditable);
}

/** The images a buyer will see once every waiting change is applied. */
async function imagesAsTheyWillBe(tx: Database, product: ProductRow): Promise<RevisionImage[]> {
  const revision = product.isApproved ? await findRevision(tx, product.id) : undefined;
  return (revision?.images ?? (await listProductImages(tx, product.id))).map(imageOnly);
}

async function setListingImages(ctx: AppContext, tx: Database, product: ProductRow, images: RevisionImage[]) {
  if (!product.isApproved) {
    await replaceProductImages(tx, product.id, images);
    await updateProduct(tx, product.id, { rejectionReason: null }, ctx.now());
    await deleteRevision(tx, product.id);
    return;
  }
  const revision = await findRevision(tx, product.id);
  const base: Omit<RevisionFields, 'images'> = revision ?? (await liveListingFields(tx, product));
  await saveRevision(
    tx,
    product.id,
    {
      title: base.title,
      description: base.description,
      priceCents: base.priceCents,
      taxCents: base.taxCents,
      shippingOptions: base.shippingOptions,
      images,
    },
    ctx.now(),
  );
}

async function liveListingFields(tx: Database, product: ProductRow): Promise<Omit<RevisionFields, 'images'>> {
  const live = await listShippingOptions(tx, product.id);
  return {
    title: product.title,
    description: product.description,
    priceCents: product.priceCents,
    taxCents: product.taxCents,
    shippingOptions: live,
  };
}

const imageOnly = (image: RevisionImage): RevisionImage => ({ url: image.url, width: image.width, height: image.height });
