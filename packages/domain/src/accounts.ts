import { z } from 'zod';
import { COUNTRY_CHOICES, canonicalCountry, OTHER_COUNTRY } from './countries.ts';
import {
  clientText,
  EMAIL_PATTERN,
  emailField,
  type FieldErrors,
  normalizePhone,
  optionalText,
  passwordField,
  requiredMessage,
  requiredText,
  typedPassword,
  ValidationMessages,
} from './validation.ts';

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

// ---- customers (docs/product/accounts.md#e-mail-addresses-and-phone-numbers) ----

/** Optional plus with 1 to 3 digits, then exactly 10 digits, after stripping. */
export const CUSTOMER_PHONE_PATTERN = /^(?:\+?\d{1,3})?\d{10}$/;

const CUSTOMER_PHONE_MESSAGE = 'Please enter a valid phone number';
const CUSTOMER_COUNTRY_MESSAGE = 'Please select your country of residence';

const customerPhone = z
  .string({ error: CUSTOMER_PHONE_MESSAGE })
  .transform(normalizePhone)
  .pipe(z.string().regex(CUSTOMER_PHONE_PATTERN, CUSTOMER_PHONE_MESSAGE));

/** The registration call; `passwordHash` carries the typed password (the spec's field name), hashed on the server. */
export const customerRegistrationSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField(),
  mobileNumber: customerPhone,
  passwordHash: passwordField,
  country: requiredText(CUSTOMER_COUNTRY_MESSAGE, 100).transform(canonicalCountry),
});
export type CustomerRegistration = z.output<typeof customerRegistrationSchema>;

/** The registration form: the call's fields, with a country from the list, or Other with a typed country. */
export const customerRegistrationFormSchema = customerRegistrationSchema
  .omit({ passwordHash: true, country: true })
  .extend({
    password: passwordField,
    country: z.enum(COUNTRY_CHOICES, { error: CUSTOMER_COUNTRY_MESSAGE }),
    otherCountry: clientText().trim().max(100).optional(),
  })
  .refine((form) => form.country !== OTHER_COUNTRY || Boolean(form.otherCountry), {
    path: ['otherCountry'],
    message: 'Please specify your country',
  });
export type CustomerRegistrationForm = z.input<typeof customerRegistrationFormSchema>;

export function resolveCountry(country: string, otherCountry?: string): string {
  return country === OTHER_COUNTRY ? (otherCountry ?? '').trim() : country;
}

export const loginSchema = z.object({
  email: requiredText(ValidationMessages.emailRequired, 254).transform((email) => email.toLowerCase()),
  password: typedPassword.max(128),
});
export type Login = z.output<typeof loginSchema>;

export const customerProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  country: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerSessionSchema = z.object({ token: z.string(), customer: customerProfileSchema });
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** The answer of a successful registration (customer or vendor). */
export const registrationResultSchema = z.object({ id: z.string(), message: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

// ---- vendors (docs/product/studio-and-console.md#vendor-registration) ----

/** A plus sign followed by 10 to 15 digits, after stripping. */
export const VENDOR_PHONE_PATTERN = /^\+\d{10,15}$/;
export const VENDOR_PHONE_MESSAGE = 'Please enter a valid phone number with country code (e.g., +1234567890)';

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
type VendorRequiredField = keyof typeof VENDOR_REQUIRED_FIELDS;

const requiredVendorText = (field: VendorRequiredField, maxLength = 200) =>
  requiredText(requiredMessage(VENDOR_REQUIRED_FIELDS[field]), maxLength);

export const vendorRegistrationSchema = z.object({
  displayName: requiredVendorText('displayName', 100),
  firstName: requiredVendorText('firstName', 100),
  lastName: requiredVendorText('lastName', 100),
  email: requiredVendorText('email', 254)
    .regex(EMAIL_PATTERN, ValidationMessages.emailInvalid)
    .transform((email) => email.toLowerCase()),
  password: typedPassword.pipe(passwordField),
  mobilenumber: requiredVendorText('mobilenumber', 40)
    .transform(normalizePhone)
    .pipe(z.string().regex(VENDOR_PHONE_PATTERN, VENDOR_PHONE_MESSAGE)),
  company: optionalText(),
  address1: requiredVendorText('address1'),
  address2: optionalText(),
  storeCity: requiredVendorText('storeCity', 100),
  storeState: requiredVendorText('storeState', 100),
  storeCountry: requiredVendorText('storeCountry', 100).transform(canonicalCountry),
  storePostCode: requiredVendorText('storePostCode', 20),
  storeTaxNo: optionalText(50),
  bussinessid: optionalText(50),
});
export type VendorRegistrationInput = z.input<typeof vendorRegistrationSchema>;
export type VendorRegistration = z.output<typeof vendorRegistrationSchema>;

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

export const vendorSummarySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorSessionSchema = z.object({ token: z.string(), vendorId: z.string(), vendor: vendorSummarySchema });
export type VendorSession = z.infer<typeof vendorSessionSchema>;

/** The vendor profile of GET/PUT /api/vendordashboard/profile/{vendorId}. */
export const vendorProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  address1: z.string(),
  address2: z.string(),
  storeCity: z.string(),
  storeState: z.string(),
  storeCountry: z.string(),
  storePostCode: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** Shown on the artist's public page with the city and country. */
  bio: z.string(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

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

// ---- admins ----

export const adminSessionSchema = z.object({ token: z.string(), adminId: z.string(), name: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const ADMIN_NAME_DEFAULT = 'Administrator';

/** The vendor's own profile edit (Profile tab): the registration rules for the fields it can change. */
export const VENDOR_BIO_MAX = 2000;

export const vendorProfileUpdateSchema = z.object({
  /** The public name of the studio; left out, it stays as it is (older clients do not send it). */
  displayName: requiredText('Display name is required', 100).optional(),
  bio: z.string().trim().max(VENDOR_BIO_MAX, `Bio must be at most ${VENDOR_BIO_MAX} characters`).optional(),
  storeCountry: requiredText('Country is required', 100).optional(),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Please enter a valid email address'),
  mobileNumber: requiredText('Mobile number is required', 40)
    .transform(normalizePhone)
    .pipe(z.string().regex(VENDOR_PHONE_PATTERN, VENDOR_PHONE_MESSAGE)),
  address1: requiredText('Address is required'),
  address2: optionalText(),
  storeCity: requiredText('City is required', 100),
  storeState: requiredText('State is required', 100),
  storePostCode: requiredText('Post code is required', 20),
  /** Needed only when the e-mail changes: a stolen token alone cannot move the account elsewhere. */
  currentPassword: z.string().max(128, 'Password must be at most 128 characters long').optional(),
});
export type VendorProfileUpdateInput = z.input<typeof vendorProfileUpdateSchema>;
export type VendorProfileUpdate = z.output<typeof vendorProfileUpdateSchema>;

/** A password change from the profile: the current password, then the new one by the registration rule. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: AccountMessages.currentPasswordForPassword })
    .min(1, AccountMessages.currentPasswordForPassword)
    .max(128, 'Password must be at most 128 characters long'),
  newPassword: typedPassword.pipe(passwordField),
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** The answer of a profile update: with a new token when the e-mail changed (older tokens stop working). */
export const vendorProfileUpdateResultSchema = vendorProfileSchema.extend({ token: z.string().optional() });
export type VendorProfileUpdateResult = z.infer<typeof vendorProfileUpdateResultSchema>;

export const vendorStatsSchema = z.object({
  liveArtworks: z.number(),
  pendingArtworks: z.number(),
  soldArtworks: z.number(),
  inactiveArtworks: z.number(),
  totalEarnings: z.number(),
  /** Earnings on delivered items not yet paid out (the ledger's payable balance). */
  pendingPayouts: z.number(),
  ordersToShip: z.number(),
});
export type VendorStats = z.infer<typeof vendorStatsSchema>;

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

export const adminVendorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  createdAt: z.string(),
  products: z.number(),
  /** `active`, or `suspended` (artworks hidden, login to fulfil orders kept). */
  status: z.string(),
  pendingPayoutAmount: z.number(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
