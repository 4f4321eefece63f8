import { OTHER_COUNTRY } from '../common/countries.ts';

// ---- customers (docs/product/accounts.md#e-mail-addresses-and-phone-numbers) ----

/** Optional plus with 1 to 3 digits, then exactly 10 digits, after stripping. */
export const CUSTOMER_PHONE_PATTERN = /^(?:\+?\d{1,3})?\d{10}$/;

export function resolveCountry(country: string, otherCountry?: string): string {
  return country === OTHER_COUNTRY ? (otherCountry ?? '').trim() : country;
}

// ---- vendors (docs/product/studio-and-console.md#vendor-registration) ----

/** A plus sign followed by 10 to 15 digits, after stripping. */
export const VENDOR_PHONE_PATTERN = /^\+\d{10,15}$/;

export const VENDOR_REQUIRED_FIELDS = {
  displayName: 'Display Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  mobilenumber: 'Mobile Number',
  address1: 'Address Line 1',
  storeCity: 'City',
  storeState: 'State',
  storeCountry: 'Country',
  storePostCode: 'Post Code',
} as const;

export const ADMIN_NAME_DEFAULT = 'Administrator';

/** The vendor's own profile edit (Profile tab): the registration rules for the fields it can change. */
export const VENDOR_BIO_MAX = 2000;

/** Longest return address a vendor may write (it goes on the collector's parcel and e-mail). */
export const RETURN_ADDRESS_MAX = 500;
