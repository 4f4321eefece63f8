import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS, categoryPath, matchingSlug, navigationSlug, PRODUCT_CATEGORIES } from './categories.ts';

describe('category slugs', () => {
  it.each([
    ['Indian Art', 'indian-art'],
    ['Affordable Art (Below $500)', 'affordable-art-(below-$500)'],
    ['Luxury Art (Above $1000)', 'luxury-art-(above-$1000)'],
    ['People & Portraits', 'people-&-portraits'],
    ['Urban & Cityscapes', 'urban-&-cityscapes'],
  ])('links %s as /category/%s', (name, slug) => {
    expect(navigationSlug(name)).toBe(slug);
    expect(categoryPath(name)).toBe(`/category/${slug}`);
  });

  it('matches a navigation slug to its item name', () => {
    for (const group of CATEGORY_GROUPS) {
      for (const item of group.items) expect(matchingSlug(navigationSlug(item))).toBe(matchingSlug(item));
    }
    expect(matchingSlug('  People & Portraits ')).toBe('people-portraits');
    expect(matchingSlug('Mid-Range Art ($500–$1000)')).toBe('mid-range-art-500-1000');
  });

  it('offers vendors the six product categories with their navigation items', () => {
    expect(PRODUCT_CATEGORIES.map((group) => group.name)).toEqual([
      'Art Styles',
      'Medium',
      'Themes',
      'Technique',
      'Region',
      'Purpose',
    ]);
  });
});
