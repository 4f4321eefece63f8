import { z } from 'zod';
import { artistRatingSchema } from '../artists/reviews.ts';
import { clientText } from '../common/validation.ts';
import { CartMessages } from './storefront-copy.ts';

// The zod forms of the catalogue answers typed in catalog.ts; the API validates and documents with them.

/**
 * A shipping choice as an answer gives it (the artwork page, the studio). It lives here, not with the submission
 * schemas in products/products.ts, so the storefront's code does not build those (ADR 0011: less work before the
 * first paint).
 */
export const shippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: z.number(),
  estimatedDeliveryTime: z.number(),
});

/** An image as the storefront sees it; width and height are pixels, for the aspect ratio. */
export const publicImageSchema = z.object({ url: z.string(), isPrimary: z.boolean(), width: z.number(), height: z.number() });

/** A product in a list: only its primary image, and no full description (pages and the cache stay small). */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistType: z.string(),
  category: z.string(),
  subCategory: z.string(),
  /** The first CARD_EXCERPT_LENGTH characters of the description (cut by the database, in code points). */
  excerpt: z.string(),
  price: z.number(),
  taxAmount: z.number(),
  totalPrice: z.number(),
  isSoldOut: z.boolean(),
  createdAt: z.string(),
  images: z.array(publicImageSchema),
});

/** The artwork page (docs/product/storefront.md#product-page); `width` and `height` are the artwork's size in inches. */
export const publicProductSchema = productCardSchema.omit({ excerpt: true }).extend({
  productNumber: z.string(),
  description: z.string(),
  artistBio: z.string(),
  medium: z.string(),
  surface: z.string(),
  style: z.string(),
  yearCreated: z.number().nullable(),
  width: z.number(),
  height: z.number(),
  frameType: z.string(),
  frameDetails: z.string(),
  countryOfOrigin: z.string(),
  hasCertificate: z.boolean(),
  certificateFileUrl: z.string().nullable(),
  certificateDetails: z.string(),
  isActive: z.boolean(),
  vendorId: z.string(),
  shippingOptions: z.array(shippingOptionSchema),
  /** The selling studio's rating (docs/product/reviews.md); shared by everyone, like the rest of the answer. */
  artistRating: artistRatingSchema.optional(),
});

export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  subcategory: z.string(),
  artistName: z.string(),
  totalPrice: z.number(),
  isSoldOut: z.boolean(),
  images: z.array(publicImageSchema),
});

export const homeDataSchema = z.object({
  latest: z.array(productCardSchema),
  affordable: z.array(productCardSchema),
  spotlight: z.array(productCardSchema),
  indianArt: z.array(productCardSchema),
  worldArt: z.array(productCardSchema),
  collections: z.array(z.object({ name: z.string(), slug: z.string(), latestImage: z.string().nullable() })),
  /** Published curated collections marked featured (issue 29), newest change first; shown before the theme tiles. */
  featuredCollections: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      cover: publicImageSchema.omit({ isPrimary: true }).nullable(),
    }),
  ),
  artists: z.array(z.object({ artistName: z.string(), artistType: z.string(), latestImage: z.string().nullable() })),
});

export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  /** Whose it is: the cart links the artist's page (a gallery to contact before paying, issue 28). */
  artistName: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  totalPrice: z.number(),
  /** Set when the prices are the collector's accepted offer's agreed amount, as checkout charges it (ADR 0047). */
  agreedPrice: z.boolean().optional(),
  shippingName: z.string(),
  shippingCost: z.number(),
  /** Where the artwork ships from, and every option it offers: the cart says which one fits the collector. */
  countryOfOrigin: z.string(),
  shippingOptions: z.array(z.object({ id: z.string(), name: z.string(), cost: z.number() })),
});

export const addToCartSchema = z.object({
  productId: clientText({ error: CartMessages.chooseArtwork }).min(1, CartMessages.chooseArtwork),
  shippingOptionId: clientText({ error: CartMessages.badShippingOption }).min(1, CartMessages.badShippingOption),
});
