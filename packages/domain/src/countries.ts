/** The country list of the registration and product forms (storefront section 5): "Algeria through Zambia, plus UAE, United Kingdom, United States, Other". */
export const COUNTRIES = [
  'Algeria', 'Argentina', 'Australia', 'Austria', 'Bahrain', 'Bangladesh', 'Belgium', 'Bhutan',
  'Brazil', 'Bulgaria', 'Canada', 'Chile', 'China', 'Colombia', 'Croatia', 'Cyprus',
  'Czech Republic', 'Denmark', 'Egypt', 'Estonia', 'Ethiopia', 'Finland', 'France', 'Germany',
  'Ghana', 'Greece', 'Hong Kong', 'Hungary', 'Iceland', 'India', 'Indonesia', 'Ireland', 'Israel',
  'Italy', 'Japan', 'Jordan', 'Kenya', 'Kuwait', 'Malaysia', 'Maldives', 'Mauritius', 'Mexico',
  'Morocco', 'Nepal', 'Netherlands', 'New Zealand', 'Nigeria', 'Norway', 'Oman', 'Pakistan', 'Peru',
  'Philippines', 'Poland', 'Portugal', 'Qatar', 'Romania', 'Saudi Arabia', 'Singapore',
  'South Africa', 'South Korea', 'Spain', 'Sri Lanka', 'Sweden', 'Switzerland', 'Taiwan',
  'Tanzania', 'Thailand', 'Turkey', 'Uganda', 'Vietnam', 'Zambia',
  'UAE', 'United Kingdom', 'United States',
] as const;

export const OTHER_COUNTRY = 'Other';

export const COUNTRY_CHOICES = [...COUNTRIES, OTHER_COUNTRY] as const;

export function isListedCountry(name: string): boolean {
  return (COUNTRIES as readonly string[]).includes(name);
}
