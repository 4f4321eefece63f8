import { artworkPriceInDollars, type CatalogImage, type ProductDetail, toDollars } from '@art-market/domain/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { preparedStatement } from '#api/db/prepared-statement.ts';
import { productImages, products, shippingOptions } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { isUuid } from '#api/http/ids.ts';
import { ratingOfTotals, ratingTotalsOf } from '#api/modules/reviews/artist-ratings.ts';

interface ShippingRow {
  id: string;
  name: string;
  costCents: number;
  estimatedDeliveryDays: number;
}

// The images and shipping options come back as JSON arrays next to the artwork, and the artist's rating as two
// numbers: one round trip per artwork page (ADR 0010).
const imagesOf = (db: Database) =>
  db
    .select({
      images: sql<
        CatalogImage[]
      >`coalesce(json_agg(json_build_object('url', ${productImages.url}, 'isPrimary', ${productImages.isPrimary},
        'width', ${productImages.width}, 'height', ${productImages.height})
        order by ${productImages.isPrimary} desc, ${productImages.displayOrder}, ${productImages.id}), '[]'::json)`.as('images'),
    })
    .from(productImages)
    .where(eq(productImages.productId, products.id))
    .as('images');
const shippingOf = (db: Database) =>
  db
    .select({
      options: sql<
        ShippingRow[]
      >`coalesce(json_agg(json_build_object('id', ${shippingOptions.id}, 'name', ${shippingOptions.name},
        'costCents', ${shippingOptions.costCents}, 'estimatedDeliveryDays', ${shippingOptions.estimatedDeliveryDays})
        order by ${shippingOptions.costCents}, ${shippingOptions.id}), '[]'::json)`.as('options'),
    })
    .from(shippingOptions)
    .where(eq(shippingOptions.productId, products.id))
    .as('shipping');

// Built once, run by name: each connection parses and plans it once (db/prepared-statement.ts).
const findArtworkStatement = preparedStatement('find_public_product', (db) => {
  const images = imagesOf(db);
  const shipping = shippingOf(db);
  const rating = ratingTotalsOf(db, products.vendorId);
  return db
    .select({
      id: products.id,
      productNumber: products.productNumber,
      title: products.title,
      description: products.description,
      category: products.category,
      subCategory: products.subcategory,
      artistType: products.artistType,
      artistName: products.artistName,
      artistBio: products.artistBio,
      priceCents: products.priceCents,
      taxCents: products.taxCents,
      medium: products.medium,
      surface: products.surface,
      style: products.style,
      yearCreated: products.yearCreated,
      width: products.width,
      height: products.height,
      frameType: products.frameType,
      frameDetails: products.frameDetails,
      countryOfOrigin: products.countryOfOrigin,
      hasCertificate: products.hasCertificate,
      certificateFileUrl: products.certificateUrl,
      certificateDetails: products.certificateDetails,
      isActive: products.isActive,
      isSoldOut: products.isSoldOut,
      vendorId: products.vendorId,
      createdAt: products.createdAt,
      images: images.images,
      shippingOptions: shipping.options,
      ratingCount: rating.count,
      ratingStars: rating.stars,
    })
    .from(products)
    .innerJoinLateral(images, sql`true`)
    .innerJoinLateral(shipping, sql`true`)
    .innerJoinLateral(rating, sql`true`)
    .where(and(eq(products.id, sql.placeholder('id')), isPublic));
});

/**
 * A live artwork with its images (primary first, then in display order), shipping options (cheapest first) and
 * its artist's rating.
 */
export async function findPublicProduct(db: Database, productId: string): Promise<ProductDetail | undefined> {
  if (!isUuid(productId)) return undefined;
  const [row] = await findArtworkStatement(db, { id: productId });
  if (!row) return undefined;
  const { priceCents, taxCents, createdAt, images, shippingOptions: options, ratingCount, ratingStars, ...fields } = row;
  return {
    ...fields,
    ...artworkPriceInDollars({ priceCents, taxCents }),
    createdAt: createdAt.toISOString(),
    images,
    shippingOptions: options.map((option) => ({
      id: option.id,
      name: option.name,
      cost: toDollars(option.costCents),
      estimatedDeliveryTime: option.estimatedDeliveryDays,
    })),
    artistRating: ratingOfTotals({ stars: ratingStars, count: ratingCount }),
  };
}
