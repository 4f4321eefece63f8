import { describe, expect, it } from 'vitest';
import { firstApiPath, firstPaintPage, firstPaintPageOf, heroArtworks, isUnknownCollectionPath } from './first-paint.ts';

describe('firstApiPath', () => {
  it.each([
    ['/', '/Product/home'],
    ['/product/abc-123', '/Product/abc-123'],
    ['/product/a%20b', '/Product/a%20b'],
    ['/category/oil-paintings', '/Product?subcategory=oil-paintings&page=1&pageSize=24'],
    ['/category/affordable-art-(below-$500)', '/Product?subcategory=affordable-art-%28below-%24500%29&page=1&pageSize=24'],
    ['/medium/oil-paintings', '/Product?category=medium&subcategory=oil-paintings&page=1&pageSize=24'],
  ])('maps %s to the API path the page asks for first', (page, api) => {
    expect(firstApiPath(page)).toBe(api);
  });

  it('writes list queries exactly as URLSearchParams does', () => {
    const slug = "a b!~'()*&=é";
    // new URLSearchParams({ subcategory: slug, page: '1', pageSize: '24' }).toString(), as Node 20 writes it.
    const expected = 'subcategory=a+b%21%7E%27%28%29*%26%3D%C3%A9&page=1&pageSize=24';
    expect(firstApiPath(`/category/${encodeURIComponent(slug)}`)).toBe(`/Product?${expected}`);
  });

  it.each([
    '/vendorlogin',
    '/artists/Meera%20Iyer',
    '/payment/success',
    '/product/',
    '/product/%E0%A4%A',
    '/a/b/c',
    '/unknown/x',
  ])('has none for %s', (page) => {
    expect(firstApiPath(page)).toBeUndefined();
  });
});

describe('firstPaintPage', () => {
  it.each([
    ['/', 'home'],
    ['/product/abc-123', 'artwork'],
    ['/category/oil-paintings', 'category'],
    ['/medium/oil-paintings', 'group-item'],
  ] as const)('names %s as the %s page, with the same API path as firstApiPath', (page, kind) => {
    expect(firstPaintPage(page)).toEqual({ page: kind, apiPath: firstApiPath(page) });
    expect(firstPaintPageOf(page)).toBe(kind);
  });

  it('has none for other pages', () => {
    expect(firstPaintPage('/artists/Meera%20Iyer')).toBeUndefined();
    expect(firstPaintPage('/search')).toBeUndefined();
    expect(firstPaintPageOf('/artists/Meera%20Iyer')).toBeUndefined();
    expect(firstPaintPageOf('/product/a/b')).toBeUndefined();
  });
});

describe('heroArtworks', () => {
  it('takes the three newest works still for sale, in order', () => {
    const works = [1, 2, 3, 4, 5].map((id) => ({ id, isSoldOut: id === 1 || id === 3 }));
    expect(heroArtworks(works).map((work) => work.id)).toEqual([2, 4, 5]);
    expect(heroArtworks([])).toEqual([]);
  });
});

describe('isUnknownCollectionPath', () => {
  it.each([
    ['/category/no-such-collection', true],
    ['/CATEGORY/no-such-collection', true],
    ['/medium/no-such-collection', true],
    ['/category/oil-paintings', false],
    ['/category/Affordable-Art-(Below-$500)', false],
    ['/category/mid-range', false],
    ['/medium/oil-paintings', false],
    ['/artists/no-such-collection', false],
    ['/no-such-page', false],
    ['/unknown/x', false],
  ] as const)('%s: %s', (page, unknown) => {
    expect(isUnknownCollectionPath(page)).toBe(unknown);
  });
});
