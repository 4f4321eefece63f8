import {
  artworkPriceInDollars,
  canApplyRevision,
  commissionAmount,
  productStatus,
  toDollars,
  toPercentage,
  vendorShare,
} from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { orderItems, productImages, productRevisions, products, returnItems, shippingOptions, vendors } from '#api/db/schema.ts';
import { isUuid } from '#api/http/ids.ts';
import { toListingRevision } from './product-revision.repository.ts';

type ProductRow = typeof products.$inferSelect & { vendorName: string };
export type NewProduct = typeof products.$inferInsert;
export type NewShippingOption = Omit<typeof shippingOptions.$inferInsert, 'productId'>;
/** What moderation, the vendor's actions and uploads may change on an artwork. */
export type ProductChange = Partial<
  Pick<
    NewProduct,
    | 'isApproved'
    | 'isActive'
    | 'isSoldOut'
    | 'commissionBasisPoints'
    | 'certificateUrl'
    | 'hasCertificate'
    | 'rejectionReason'
    | 'title'
    | 'description'
    | 'priceCents'
    | 'taxCents'
  >
>;

/** Products with their images and shipping options, newest first, filtered by `where`. */
export async function findManagedProducts(db: Database, where?: SQL): Promise<ManagedProduct[]> {
  const rows = await db
    .select({ product: products, vendorName: vendors.displayName })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.productNumber));
  return withDetails(
    db,
    rows.map((row) => ({ ...row.product, vendorName: row.vendorName })),
  );
}

export async function findManagedProduct(db: Database, productId: string, where?: SQL): Promise<ManagedProduct | undefined> {
  if (!isUuid(productId)) return undefined;
  const [product] = await findManagedProducts(db, and(eq(products.id, productId), where));
  return product;
}

async function withDetails(db: Database, rows: ProductRow[]): Promise<ManagedProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, options, revisions, relistAfterEdit] = await Promise.all([
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.displayOrder)),
    db.select().from(shippingOptions).where(inArray(shippingOptions.productId, ids)).orderBy(asc(shippingOptions.costCents)),
    db.select().from(productRevisions).where(inArray(productRevisions.productId, ids)),
    // Artworks back from a return, off sale until their change is approved (ADR 0037).
    db
      .selectDistinct({ productId: orderItems.productId })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(and(inArray(orderItems.productId, ids), eq(returnItems.inspection, 'relist_after_edit'))),
  ]);
  const relisting = new Set(relistAfterEdit.map((row) => row.productId));
  return rows.map((row) => toManagedProduct(row, images, options, revisions, relisting.has(row.id)));
}

function toManagedProduct(
  row: ProductRow,
  images: (typeof productImages.$inferSelect)[],
  options: (typeof shippingOptions.$inferSelect)[],
  revisions: (typeof productRevisions.$inferSelect)[],
  relistAfterEdit: boolean,
): ManagedProduct {
  const revision = revisions.find((candidate) => candidate.productId === row.id);
  const status = productStatus(row);
  return {
    id: row.id,
    productNumber: row.productNumber,
    title: row.title,
    artistName: row.artistName,
    artistType: row.artistType,
    category: row.category,
    subcategory: row.subcategory,
    description: row.description,
    artistBio: row.artistBio,
    medium: row.medium,
    surface: row.surface,
    style: row.style,
    yearCreated: row.yearCreated,
    width: row.width,
    height: row.height,
    frameType: row.frameType,
    frameDetails: row.frameDetails,
    ...artworkPriceInDollars(row),
    commissionPercentage: toPercentage(row.commissionBasisPoints),
    commissionAmount: toDollars(commissionAmount(row.priceCents, row.commissionBasisPoints)),
    vendorShare: toDollars(vendorShare(row.priceCents, row.commissionBasisPoints)),
    countryOfOrigin: row.countryOfOrigin,
    hasCertificate: row.hasCertificate,
    certificateDetails: row.certificateDetails,
    certificateFileUrl: row.certificateUrl,
    isActive: row.isActive,
    isApproved: row.isApproved,
    isSoldOut: row.isSoldOut,
    status,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    createdAt: row.createdAt.toISOString(),
    images: images
      .filter((image) => image.productId === row.id)
      .map((image) => ({ id: image.id, url: image.url, isPrimary: image.isPrimary, displayOrder: image.displayOrder })),
    shippingOptions: options
      .filter((option) => option.productId === row.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        cost: toDollars(option.costCents),
        estimatedDeliveryTime: option.estimatedDeliveryDays,
      })),
    rejectionReason: row.rejectionReason,
    revision: revision ? toListingRevision(revision) : null,
    revisionApplicable: revision?.status === 'pending' && canApplyRevision(status, relistAfterEdit),
  };
}

/**
 * Reads the product row and locks it until the transaction ends, so a check on the product (its
 * state, its image count) and the write that follows cannot interleave with another request's.
 */
export async function lockProduct(
  db: Database,
  productId: string,
  where?: SQL,
): Promise<typeof products.$inferSelect | undefined> {
  if (!isUuid(productId)) return undefined;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), where))
    .for('update');
  return row;
}

export async function insertProduct(db: Database, product: NewProduct, options: NewShippingOption[]): Promise<string> {
  const [created] = await db.insert(products).values(product).returning({ id: products.id });
  const productId = (created as { id: string }).id;
  if (options.length > 0) await db.insert(shippingOptions).values(options.map((option) => ({ ...option, productId })));
  return productId;
}

/** The artwork's shipping options as a revision keeps them. */
export function listShippingOptions(db: Database, productId: string): Promise<NewShippingOption[]> {
  return db
    .select({
      name: shippingOptions.name,
      costCents: shippingOptions.costCents,
      estimatedDeliveryDays: shippingOptions.estimatedDeliveryDays,
    })
    .from(shippingOptions)
    .where(eq(shippingOptions.productId, productId))
    .orderBy(asc(shippingOptions.costCents));
}

/**
 * Makes the artwork's shipping options exactly `options`: an option of the same name keeps its row (and
 * the carts that chose it) with the new cost and days; others are added or removed.
 */
export async function replaceShippingOptions(db: Database, productId: string, options: NewShippingOption[]): Promise<void> {
  const current = await db.select().from(shippingOptions).where(eq(shippingOptions.productId, productId));
  for (const row of current) {
    const next = options.find((option) => option.name === row.name);
    if (!next) await db.delete(shippingOptions).where(eq(shippingOptions.id, row.id));
    else await db.update(shippingOptions).set(next).where(eq(shippingOptions.id, row.id));
  }
  const added = options.filter((option) => !current.some((row) => row.name === option.name));
  if (added.length > 0) await db.insert(shippingOptions).values(added.map((option) => ({ ...option, productId })));
}

/**
 * Records the artwork's first approval; answers true only the first time, so whoever announces a new work
 * (to its artist's followers) does it once, however often the artwork is approved again after edits.
 */
export async function markFirstApproval(db: Database, productId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(products)
    .set({ firstApprovedAt: now })
    .where(and(eq(products.id, productId), isNull(products.firstApprovedAt)))
    .returning({ id: products.id });
  return marked.length > 0;
}

export async function updateProduct(db: Database, productId: string, change: ProductChange, now: Date): Promise<void> {
  await db
    .update(products)
    .set({ ...change, updatedAt: now })
    .where(eq(products.id, productId));
}

/** Takes a closed vendor's artworks out of the catalogue; answers how many were active. */
/** A suspended vendor's live listings leave the storefront, marked so that reactivating brings back only these. */
export async function withholdVendorProducts(db: Database, vendorId: string, now: Date): Promise<number> {
  const withheld = await db
    .update(products)
    .set({ isActive: false, withheldBySuspension: true, updatedAt: now })
    .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true)))
    .returning({ id: products.id });
  return withheld.length;
}

/** The listings a suspension withheld come back (those the vendor or an admin turned off stay off). */
export async function restoreWithheldProducts(db: Database, vendorId: string, now: Date): Promise<number> {
  const restored = await db
    .update(products)
    .set({ isActive: true, withheldBySuspension: false, updatedAt: now })
    .where(and(eq(products.vendorId, vendorId), eq(products.withheldBySuspension, true)))
    .returning({ id: products.id });
  return restored.length;
}

export async function withdrawVendorProducts(db: Database, vendorId: string, now: Date): Promise<number> {
  const withdrawn = await db
    .update(products)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true)))
    .returning({ id: products.id });
  return withdrawn.length;
}

export interface ProductStateCount {
  isActive: boolean;
  isApproved: boolean;
  isSoldOut: boolean;
  count: number;
}

/** The vendor's artworks counted per state flags (the dashboard cards). */
export function countVendorProductsByState(db: Database, vendorId: string): Promise<ProductStateCount[]> {
  return db
    .select({
      isActive: products.isActive,
      isApproved: products.isApproved,
      isSoldOut: products.isSoldOut,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .groupBy(products.isActive, products.isApproved, products.isSoldOut);
}
