import { type COUNTRY_CHOICES, isListedCountry, OTHER_COUNTRY } from '../common/countries.ts';

/** The dashboard's Recent Orders: the newest 20 come with the initial data, older ones page by page. */
export const RECENT_ORDERS_LIMIT = 20;
export const ORDERS_PAGE_MAX = 100;
type CountryChoice = (typeof COUNTRY_CHOICES)[number];

/** A stored country that is not in the list is shown as Other with its name typed in. */
export function countryFormValues(country: string): { country: CountryChoice | ''; otherCountry: string } {
  if (country === '') return { country: '', otherCountry: '' };
  return isListedCountry(country)
    ? { country: country as CountryChoice, otherCountry: '' }
    : { country: OTHER_COUNTRY, otherCountry: country };
}
