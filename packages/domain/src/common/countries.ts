/**
 * The country list of the registration and product forms (docs/product/accounts.md#e-mail-addresses-and-phone-numbers):
 * Algeria to Zambia, plus UAE, United Kingdom, United States and Other.
 */
export const COUNTRIES = [
  'Algeria',
  'Argentina',
  'Australia',
  'Austria',
  'Bahrain',
  'Bangladesh',
  'Belgium',
  'Bhutan',
  'Brazil',
  'Bulgaria',
  'Canada',
  'Chile',
  'China',
  'Colombia',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Egypt',
  'Estonia',
  'Ethiopia',
  'Finland',
  'France',
  'Germany',
  'Ghana',
  'Greece',
  'Hong Kong',
  'Hungary',
  'Iceland',
  'India',
  'Indonesia',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Jordan',
  'Kenya',
  'Kuwait',
  'Malaysia',
  'Maldives',
  'Mauritius',
  'Mexico',
  'Morocco',
  'Nepal',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Oman',
  'Pakistan',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Qatar',
  'Romania',
  'Saudi Arabia',
  'Singapore',
  'South Africa',
  'South Korea',
  'Spain',
  'Sri Lanka',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'Tanzania',
  'Thailand',
  'Turkey',
  'Uganda',
  'Vietnam',
  'Zambia',
  'UAE',
  'United Kingdom',
  'United States',
] as const;

export const OTHER_COUNTRY = 'Other';

export const COUNTRY_CHOICES = [...COUNTRIES, OTHER_COUNTRY] as const;

export function isListedCountry(name: string): boolean {
  return (COUNTRIES as readonly string[]).includes(name);
}

/** Names people type for a listed country, lower-cased. */
const COUNTRY_ALIASES: Record<string, (typeof COUNTRIES)[number]> = {
  usa: 'United States',
  us: 'United States',
  'u.s.': 'United States',
  'u.s.a.': 'United States',
  'united states of america': 'United States',
  uk: 'United Kingdom',
  'u.k.': 'United Kingdom',
  'great britain': 'United Kingdom',
  'united arab emirates': 'UAE',
};
const LOWER_CASE_WORDS = new Set(['and', 'of', 'the', 'da', 'de']);

function capitalised(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\p{L}]+/gu, (word, offset: number) =>
      offset > 0 && LOWER_CASE_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    );
}

/**
 * A typed country as it is stored: a listed country (or a common other name for one) in the list's spelling
 * ("india" -> "India", "usa" -> "United States"), so the same country is one value wherever it is compared,
 * counted or shown. Another name typed all in lower or upper case gets capital initials; one typed in mixed
 * case is kept as written (only its spaces tidied).
 */
export function canonicalCountry(typed: string): string {
  const name = typed.trim().replace(/\s+/g, ' ');
  const key = name.toLowerCase();
  const listed = COUNTRIES.find((country) => country.toLowerCase() === key) ?? COUNTRY_ALIASES[key];
  if (listed) return listed;
  const oneCase = name === key || name === name.toUpperCase();
  return oneCase ? capitalised(name) : name;
}
