import { describe, expect, it } from 'vitest';
import {
  categoryGroupBySlug,
  categoryItemBySlug,
  certificateKind,
  inchesToCentimetres,
  sortShippingOptions,
  titleFromSlug,
} from './catalog.ts';
import { priceBandOf } from './price-bands.ts';

describe('catalogue rules', () => {
  it('puts a total price in its band', () => {
    expect([500, 500.01, 1000, 1000.01].map(priceBandOf)).toEqual(['affordable', 'mid-range', 'mid-range', 'luxury']);
  });

  it('sorts domestic shipping first and keeps the rest in order', () => {
    const sorted = sortShippingOptions([
      { name: 'International Express' },
      { name: 'Courier' },
      { name: 'ART ORIGIN Domestic Shipping' },
    ]);
    expect(sorted.map((option) => option.name)).toEqual(['ART ORIGIN Domestic Shipping', 'International Express', 'Courier']);
  });

  it('converts inches to centimetres with one decimal', () => {
    expect(inchesToCentimetres(24)).toBe(61);
    expect(inchesToCentimetres(11.5)).toBe(29.2);
  });

  it('tells certificate formats apart', () => {
    expect(certificateKind('/uploads/c.JPG')).toBe('image');
    expect(certificateKind('/uploads/c.webp?v=2')).toBe('image');
    expect(certificateKind('/uploads/c.pdf')).toBe('pdf');
    expect(certificateKind('/uploads/c.docx')).toBe('unsupported');
    expect(certificateKind(null)).toBe('missing');
  });

  it('reads slugs', () => {
    expect(titleFromSlug('art-styles')).toBe('Art Styles');
    expect(categoryGroupBySlug('art-styles')?.name).toBe('Art Styles');
    expect(categoryGroupBySlug('login')).toBeUndefined();
    expect(categoryItemBySlug('affordable-art-(below-$500)')).toBe('Affordable Art (Below $500)');
    expect(categoryItemBySlug('people-&-portraits')).toBe('People & Portraits');
    expect(categoryItemBySlug('nothing-here')).toBeUndefined();
  });
});
