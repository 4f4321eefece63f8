import { z } from 'zod';
import { clientText, optionalText, requiredText } from '../common/validation.ts';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_MAX_ARTWORKS,
  COLLECTION_SLUG_MAX,
  COLLECTION_TITLE_MAX,
  CollectionMessages,
  collectionSlugOf,
  isCollectionSlug,
} from './collections-rules.ts';
import { publicImageSchema } from './storefront.ts';

// Curated collections (issue 29): what the console sends and what the storefront and console read.

const artworkId = z.uuid({ error: CollectionMessages.unknownArtwork });

/**
 * POST and PUT /api/admin/collections: the whole collection at once. An empty slug is derived from the title; the
 * artworks are in their order (the first is shown first). The server adds what it alone can check: the slug is free,
 * every artwork exists.
 */
export const collectionInputSchema = z
  .object({
    title: requiredText(CollectionMessages.titleRequired, COLLECTION_TITLE_MAX),
    slug: clientText()
      .trim()
      .max(COLLECTION_SLUG_MAX, CollectionMessages.slugInvalid)
      .optional()
      .default('')
      .refine((slug) => slug === '' || isCollectionSlug(slug), CollectionMessages.slugInvalid),
    description: optionalText(COLLECTION_DESCRIPTION_MAX),
    artworkIds: z.array(artworkId).max(COLLECTION_MAX_ARTWORKS, CollectionMessages.tooManyArtworks).default([]),
    coverProductId: artworkId.nullable().optional().default(null),
    isPublished: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (new Set(input.artworkIds).size !== input.artworkIds.length) {
      context.addIssue({ code: 'custom', path: ['artworkIds'], message: CollectionMessages.repeatedArtwork });
    }
    if (input.coverProductId && !input.artworkIds.includes(input.coverProductId)) {
      context.addIssue({ code: 'custom', path: ['coverProductId'], message: CollectionMessages.coverNotInCollection });
    }
    if (input.isPublished && input.artworkIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['isPublished'], message: CollectionMessages.publishEmpty });
    }
    if (input.isFeatured && !input.isPublished) {
      context.addIssue({ code: 'custom', path: ['isFeatured'], message: CollectionMessages.featureDraft });
    }
    if (input.slug === '' && collectionSlugOf(input.title) === '') {
      context.addIssue({ code: 'custom', path: ['slug'], message: CollectionMessages.slugInvalid });
    }
  });
export type CollectionInput = z.input<typeof collectionInputSchema>;
export type CollectionValues = z.output<typeof collectionInputSchema>;

const coverSchema = publicImageSchema.omit({ isPrimary: true }).nullable();

/** A published collection as the storefront lists it; `artworkCount` counts what a visitor would see now. */
export const collectionSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: coverSchema,
  artworkCount: z.number().int(),
  isFeatured: z.boolean(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** An artwork as the console's editor shows it, with whether the storefront shows it in the collection now. */
export const collectionArtworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  imageUrl: z.string().nullable(),
  totalPrice: z.number(),
  /** Public and unsold: a sold, disabled or withdrawn artwork stays in the list but the storefront leaves it out. */
  isShown: z.boolean(),
});
export type CollectionArtwork = z.infer<typeof collectionArtworkSchema>;

export const adminCollectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverProductId: z.string().nullable(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  updatedAt: z.string(),
  artworks: z.array(collectionArtworkSchema),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

export const collectionArtworkSearchSchema = z.object({ q: clientText().trim().max(200).optional().default('') });
