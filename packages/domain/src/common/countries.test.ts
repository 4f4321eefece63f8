import { describe, expect, it } from 'vitest';
import { COUNTRIES, canonicalCountry } from './countries.ts';

describe('canonicalCountry', () => {
  it.each([
    ['india', 'India'],
    ['  INDIA  ', 'India'],
    ['united   kingdom', 'United Kingdom'],
    ['u.s.a.', 'United States'],
    ['United Arab Emirates', 'UAE'],
    ['bosnia and herzegovina', 'Bosnia and Herzegovina'],
    ['guinea-bissau', 'Guinea-Bissau'],
    ['McMurdo Station', 'McMurdo Station'],
  ])('stores %j as %j', (typed, stored) => {
    expect(canonicalCountry(typed)).toBe(stored);
  });

  it('keeps every listed country as it is', () => {
    for (const country of COUNTRIES) expect(canonicalCountry(country)).toBe(country);
  });
});
