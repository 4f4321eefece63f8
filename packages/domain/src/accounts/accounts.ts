import { z } from 'zod';
import { COUNTRY_CHOICES, canonicalCountry, OTHER_COUNTRY } from '../common/countries.ts';
import { clientText, emailField, optionalText, passwordField, requiredText, typedPassword } from '../common/validation.ts';
import { requiredMessage, ValidationMessages } from '../common/validation-copy.ts';
import { EMAIL_PATTERN, normalizePhone } from '../common/validation-rules.ts';
import type { VendorRequiredField } from './accounts-copy.ts';
import { AccountMessages, VENDOR_PHONE_MESSAGE } from './accounts-copy.ts';
import {
  CUSTOMER_PHONE_PATTERN,
  RETURN_ADDRESS_MAX,
  VENDOR_BIO_MAX,
  VENDOR_PHONE_PATTERN,
  VENDOR_REQUIRED_FIELDS,
} from './accounts-rules.ts';
import { EmailVerificationMessages } from './email-verification-rules.ts';

const CUSTOMER_PHONE_MESSAGE = 'Please enter a valid phone number';
const CUSTOMER_COUNTRY_MESSAGE = 'Please select your country of residence';

/** Empty says it is required, as every other empty field does (the profile's wording); a wrong one, the spec's alert. */
const customerPhone = requiredText('Phone number is required', 40)
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
  /** Whether the owner opened the link mailed to this address (a bank transfer needs it). */
  emailVerified: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerSessionSchema = z.object({ token: z.string(), customer: customerProfileSchema });
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** The answer of a successful registration (customer or vendor). */
export const registrationResultSchema = z.object({ id: z.string(), message: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

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
  /** Where returns are sent, as the vendor wrote it; null: the studio address. */
  returnAddress: z.string().nullable(),
  /** Whether the owner opened the link mailed to this address. */
  emailVerified: z.boolean(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

// ---- admins ----

export const adminSessionSchema = z.object({ token: z.string(), adminId: z.string(), name: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

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
  /** Where collectors send returns; empty: the studio address. Left out, it stays as it is. */
  returnAddress: z
    .string()
    .trim()
    .max(RETURN_ADDRESS_MAX, `Return address must be at most ${RETURN_ADDRESS_MAX} characters`)
    .transform((text) => (text === '' ? null : text))
    .optional(),
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

/**
 * GET /admin/dashboard/vendors/{id}/impact: what suspending, reactivating or deleting this vendor would
 * touch, counted now, so the console's confirmation says it before the admin decides.
 */
export const adminVendorImpactSchema = z.object({
  /** Artworks collectors can see now: a suspension or a deletion takes them off the storefront. */
  liveArtworks: z.number(),
  /** Artworks a suspension took off: reactivating brings them back. */
  withheldArtworks: z.number(),
  /** Paid orders not yet shipped: a suspension leaves them to the vendor; deleting cancels and refunds them. */
  unshippedOrders: z.number(),
  /** Paid orders on their way: the vendor keeps delivering them; a deletion waits for them. */
  shippedOrders: z.number(),
  /** Delivered earnings not yet paid out, in dollars. */
  pendingPayoutAmount: z.number(),
});
export type AdminVendorImpact = z.infer<typeof adminVendorImpactSchema>;

// ---- e-mail verification ----

/** POST /email-verification/confirm: the token from the mailed link, no session needed. */
export const confirmEmailSchema = z.object({
  token: requiredText(EmailVerificationMessages.tokenRequired, 200),
});
export type ConfirmEmail = z.infer<typeof confirmEmailSchema>;
export const emailVerifiedSchema = z.object({ message: z.string(), role: z.enum(['customer', 'vendor']) });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
