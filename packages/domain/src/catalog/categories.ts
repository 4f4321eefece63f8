import { ARTIST_TYPES } from './artworks.ts';
import type { PriceBand } from './catalog.ts';

/** The Price Range items of the navigation, one per price band. */
export const PRICE_RANGE_ITEMS: Record<PriceBand, string> = {
  affordable: 'Affordable Art (Below $500)',
  'mid-range': 'Mid-Range Art ($500–$1000)',
  luxury: 'Luxury Art (Above $1000)',
};

/** The category navigation (docs/product/storefront.md#header-and-navigation): groups, their items, and the two slug rules. */
export interface CategoryGroup {
  name: string;
  /** Path of the group's landing page, e.g. /art-styles (null where the spec gives none). */
  landingPath: string | null;
  items: readonly string[];
}

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  {
    name: 'Art Styles',
    landingPath: '/art-styles',
    items: ['Abstract Art', 'Impressionism', 'Surrealism', 'Expressionism', 'Pop Art', 'Traditional Art', 'Folk Art'],
  },
  {
    name: 'Medium',
    landingPath: '/medium',
    items: [
      'Oil Paintings',
      'Acrylic Paintings',
      'Watercolor Paintings',
      'Charcoal Art',
      'Mixed Media',
      'Digital Art',
      'Ink and Pen Art',
    ],
  },
  {
    name: 'Themes',
    landingPath: '/themes',
    items: ['Nature', 'Wildlife', 'People & Portraits', 'Urban & Cityscapes', 'Spiritual & Religious', 'Fantasy & Mythology'],
  },
  { name: 'Technique', landingPath: '/technique', items: ['Impasto Art', 'Pointillism', 'Glazing', 'Palette Knife Work'] },
  { name: 'Region', landingPath: '/region', items: ['Indian Art', 'European Art', 'Asian Art'] },
  { name: 'Purpose', landingPath: null, items: ['Home Decor', 'Office Decor', 'Motivational'] },
  { name: 'Artists', landingPath: null, items: ARTIST_TYPES },
  { name: 'Price Range', landingPath: null, items: Object.values(PRICE_RANGE_ITEMS) },
];

/** Product categories a vendor picks from: the groups that are not artist types or price bands. */
export const PRODUCT_CATEGORIES = CATEGORY_GROUPS.filter((group) => group.name !== 'Artists' && group.name !== 'Price Range');

/**
 * The navigation's link slug: the lower-cased item name with spaces replaced by hyphens
 * (storefront route table: indian-art, affordable-art-(below-$500), people-&-portraits).
 */
export function navigationSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The matching slug (docs/product/storefront.md#header-and-navigation): lowercase, trimmed, non-word characters
 * turned to hyphens, hyphens collapsed. Two names match when their matching slugs are equal.
 */
export function matchingSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\W/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
}

export function categoryPath(item: string): string {
  return `/category/${navigationSlug(item)}`;
}
