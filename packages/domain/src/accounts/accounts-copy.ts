import { requiredMessage } from '../common/validation-copy.ts';
import type { FieldErrors } from '../common/validation-rules.ts';
import { VENDOR_REQUIRED_FIELDS } from './accounts-rules.ts';

export type VendorRequiredField = keyof typeof VENDOR_REQUIRED_FIELDS;

export const AccountMessages = {
  invalidLogin: 'Invalid email or password',
  invalidAdminLogin: 'Invalid credentials',
  emailTaken: 'An account with this email already exists',
  registered: 'Registration successful',
  registrationFailed: 'Registration failed. Please try again.',
  vendorNotFound: 'Vendor not found',
  throttled: 'Too many attempts. Please try again later.',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have access to this resource',
  sessionExpired: 'Your session has expired. Please log in again.',
  currentPasswordRequired: 'Please enter your current password to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordForPassword: 'Please enter your current password',
  passwordChanged: 'Password changed',
  /** The studio and the console send a visitor without a stored login to their login page with this. */
  dashboardLoginRequired: 'Please log in to access the dashboard',
  /** The studio and the console, finding a stored token without the stored account data beside it. */
  noAuthData: 'No auth data',
  /** The studio's profile or the console's vendor details could not be loaded and the server said nothing. */
  fetchVendorDetails: 'Failed to fetch vendor details',
  /** The studio's profile form, saved with nothing changed (nothing is sent). */
  vendorProfileUnchanged: 'Nothing has changed: edit a field, then Save',
} as const;
export const VENDOR_PHONE_MESSAGE = 'Please enter a valid phone number with country code (e.g., +1234567890)';

/** "Please fill in all required fields: {list}" when any is missing, else the first field's message. */
export function vendorRegistrationMessage(errors: FieldErrors): string {
  const missing = (Object.keys(VENDOR_REQUIRED_FIELDS) as VendorRequiredField[]).filter(
    (field) => errors[field] === requiredMessage(VENDOR_REQUIRED_FIELDS[field]),
  );
  if (missing.length > 0) {
    return `Please fill in all required fields: ${missing.map((field) => VENDOR_REQUIRED_FIELDS[field]).join(', ')}`;
  }
  return Object.values(errors)[0] ?? AccountMessages.registrationFailed;
}

/** Login error texts as the vendor login page shows them (docs/product/accounts.md#account-messages). */
export function vendorLoginErrorText(message: unknown): string {
  if (typeof message !== 'string') return 'An unexpected error occurred. Please try again.';
  switch (message.trim().toLowerCase()) {
    case 'invalid email or password':
      return 'The email or password you entered is incorrect. Please try again.';
    case 'login failed':
      return 'Unable to log in. Please check your credentials and try again.';
    case 'network error':
      return 'Unable to connect to the server. Please check your internet connection.';
    default:
      return message;
  }
}

/** A vendor as the admin console lists it (GET /api/admin/dashboard/vendors); `products` is a count. */
/** Closing a vendor that still owes collectors artworks (paid orders not delivered). */
export function vendorHasOpenOrdersMessage(count: number): string {
  return `This vendor has ${count} paid ${count === 1 ? 'order' : 'orders'} not yet delivered: suspend the vendor instead, or delete it, cancelling and refunding what has not shipped`;
}

export function vendorHasShippedOrdersMessage(count: number): string {
  return `This vendor has ${count} ${count === 1 ? 'order' : 'orders'} on the way to collectors: suspend the vendor until ${count === 1 ? 'it is' : 'they are'} delivered`;
}

export const VendorStatusMessages = {
  suspended: 'Vendor suspended: their artworks are hidden, and they can still log in to fulfil their orders',
  reactivated: 'Vendor reactivated: their artworks are back in the gallery',
} as const;
