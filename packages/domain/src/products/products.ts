import { z } from 'zod';
import {
  ARTIST_TYPES,
  FRAME_TYPES,
  isDomesticShipping,
  MAX_ARTWORK_DIMENSION,
  MAX_PRICE,
  MIN_YEAR_CREATED,
  ProductMessages,
  REJECTION_REASON_MAX,
} from '../catalog/artworks.ts';
import { PRODUCT_CATEGORIES } from '../catalog/categories.ts';
import { shippingOptionSchema } from '../catalog/storefront.ts';
import { canonicalCountry, OTHER_COUNTRY } from '../common/countries.ts';
import { PRODUCT_STATUSES } from '../common/enums.ts';
import { hasAtMostTwoDecimals } from '../common/money.ts';
import { requiredMessage as required } from '../common/validation-copy.ts';
import { REVISION_STATUSES } from './products-rules.ts';

/** How people read the submission's Pascal-case fields, for "{label} is required" and the other messages. */
const FIELD_LABELS = {
  ArtistName: 'Artist name',
  ArtistType: 'Artist type',
  FrameType: 'Frame type',
  TaxAmount: 'Tax amount',
  CountryOfOrigin: 'Country of origin',
  ShippingName: 'Shipping option name',
} as const;

const requiredString = (field: string, maxLength = 200) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(maxLength, `${field} must be at most ${maxLength} characters`);
const optionalString = (maxLength = 500) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullish()
    .transform((value) => value ?? '');

/** Numbers arrive as JSON numbers or form strings; an empty value is a missing one. */
const numberInput = (schema: z.ZodNumber, field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    schema.refine(Number.isFinite, `${field} must be a number`),
  );
const positive = (field: string) =>
  numberInput(z.number({ error: required(field) }).gt(0, `${field} must be greater than 0`), field);
const dimension = (field: string) =>
  positive(field).refine(
    (inches) => inches <= MAX_ARTWORK_DIMENSION,
    `${field} must be at most ${MAX_ARTWORK_DIMENSION.toLocaleString('en-US')} inches`,
  );

export const shippingOptionInputSchema = z.object({
  Name: requiredString(FIELD_LABELS.ShippingName, 100),
  Cost: numberInput(
    z.number({ error: 'Shipping cost is required' }).min(0, 'Shipping cost cannot be negative').max(100_000),
    'Shipping cost',
  ).refine(hasAtMostTwoDecimals, 'Shipping cost can have at most 2 decimals'),
  EstimatedDeliveryTime: numberInput(
    z
      .number({ error: 'Delivery time is required' })
      .int('Delivery time must be whole days')
      .min(1, 'Delivery time must be at least 1 day')
      .max(365),
    'Delivery time',
  ),
});

/**
 * The product submission (POST /api/vendordashboard/{vendorId}/products), Pascal-case as the spec
 * sends it. Money and approval fields the client sends (CommissionPercentage, CommissionAmount,
 * IsApproved, IsActive, VendorId, CreatedAt) are accepted and ignored: the server decides them.
 */
const productFieldsSchema = z.object({
  Title: requiredString('Title'),
  ArtistName: requiredString(FIELD_LABELS.ArtistName, 100),
  ArtistType: z.enum(ARTIST_TYPES, { error: required(FIELD_LABELS.ArtistType) }),
  Category: requiredString('Category', 100),
  Subcategory: requiredString('Subcategory', 100),
  Description: requiredString('Description', 5000),
  /** Not in the spec's form list, but the product page shows an artist bio (ADR 0003). */
  ArtistBio: optionalString(2000),
  Medium: optionalString(100),
  Surface: optionalString(100),
  Style: optionalString(100),
  YearCreated: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: ProductMessages.invalidYear })
      .int(ProductMessages.invalidYear)
      .min(MIN_YEAR_CREATED, ProductMessages.invalidYear)
      .refine((year) => year <= new Date().getFullYear(), ProductMessages.invalidYear)
      .optional(),
  ),
  Width: dimension('Width'),
  Height: dimension('Height'),
  FrameType: z.enum(FRAME_TYPES, { error: required(FIELD_LABELS.FrameType) }),
  FrameDetails: optionalString(500),
  Price: positive('Price')
    .refine((price) => price <= MAX_PRICE, 'Price is too high')
    .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals'),
  TaxAmount: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: `${FIELD_LABELS.TaxAmount} must be a number` })
      .min(0, `${FIELD_LABELS.TaxAmount} cannot be negative`)
      .max(MAX_PRICE)
      .refine(hasAtMostTwoDecimals, `${FIELD_LABELS.TaxAmount} can have at most 2 decimals`),
  ),
  CountryOfOrigin: requiredString(FIELD_LABELS.CountryOfOrigin, 100)
    .transform(canonicalCountry)
    .refine((country) => country !== OTHER_COUNTRY, ProductMessages.countryRequired),
  HasCertificateOfAuthenticity: z.boolean().optional().default(false),
  CertificateDetails: optionalString(1000),
  ShippingOptions: z.array(shippingOptionInputSchema).max(5, 'At most 5 shipping options'),
});

/** Every listing keeps a domestic shipping option (the storefront's default choice). */
function requireDomesticShipping(product: { ShippingOptions: { Name: string }[] }, context: z.RefinementCtx): void {
  if (!product.ShippingOptions.some((option) => isDomesticShipping(option.Name))) {
    context.addIssue({ code: 'custom', path: ['ShippingOptions'], message: ProductMessages.domesticRequired });
  }
}

export const productSubmissionSchema = productFieldsSchema.superRefine((product, context) => {
  const group = PRODUCT_CATEGORIES.find((candidate) => candidate.name === product.Category);
  if (!group) context.addIssue({ code: 'custom', path: ['Category'], message: required('Category') });
  else if (!group.items.includes(product.Subcategory)) {
    context.addIssue({ code: 'custom', path: ['Subcategory'], message: required('Subcategory') });
  }
  requireDomesticShipping(product, context);
});
export type ProductSubmissionInput = z.input<typeof productSubmissionSchema>;

/**
 * What a vendor may change on a listing after submitting it (PUT /api/vendordashboard/products/{id}):
 * the title, description, price, tax and shipping, with the submission's own rules. Images have their
 * own routes. On a live listing the change waits for review beside the live version (ADR 0024).
 */
export const listingEditSchema = productFieldsSchema
  .pick({ Title: true, Description: true, Price: true, TaxAmount: true, ShippingOptions: true })
  .superRefine(requireDomesticShipping);
export type ListingEditInput = z.input<typeof listingEditSchema>;
export type ListingEdit = z.output<typeof listingEditSchema>;

/** The admin's refusal of an artwork or of a change to it; the reason is mailed to the vendor. */
export const productRejectionSchema = z.object({
  reason: z
    .string({ error: ProductMessages.rejectionReasonRequired })
    .trim()
    .min(1, ProductMessages.rejectionReasonRequired)
    .max(REJECTION_REASON_MAX, `The reason must be at most ${REJECTION_REASON_MAX} characters`),
});
export type ProductSubmission = z.output<typeof productSubmissionSchema>;

// ---- answers ----

export const productImageSchema = z.object({ id: z.string(), url: z.string(), isPrimary: z.boolean(), displayOrder: z.number() });

export const listingRevisionSchema = z.object({
  title: z.string(),
  description: z.string(),
  price: z.number(),
  taxAmount: z.number(),
  totalPrice: z.number(),
  shippingOptions: z.array(shippingOptionSchema.omit({ id: true })),
  images: z.array(z.object({ url: z.string() })),
  status: z.enum(REVISION_STATUSES),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
});
export type ListingRevision = z.infer<typeof listingRevisionSchema>;

/** A product as the vendor studio and the admin console see it (docs/product/studio-and-console.md#artwork-statuses). */
export const managedProductSchema = z.object({
  id: z.string(),
  productNumber: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistType: z.string(),
  category: z.string(),
  subcategory: z.string(),
  description: z.string(),
  artistBio: z.string(),
  medium: z.string(),
  surface: z.string(),
  style: z.string(),
  yearCreated: z.number().nullable(),
  width: z.number(),
  height: z.number(),
  frameType: z.string(),
  frameDetails: z.string(),
  price: z.number(),
  taxAmount: z.number(),
  totalPrice: z.number(),
  commissionPercentage: z.number(),
  commissionAmount: z.number(),
  /** "You will get": the price less the commission. */
  vendorShare: z.number(),
  countryOfOrigin: z.string(),
  hasCertificate: z.boolean(),
  certificateDetails: z.string(),
  certificateFileUrl: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  isSoldOut: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  vendorId: z.string(),
  vendorName: z.string(),
  createdAt: z.string(),
  images: z.array(productImageSchema),
  shippingOptions: z.array(shippingOptionSchema),
  /** Why the admin refused the artwork; set while its status is rejected. */
  rejectionReason: z.string().nullable(),
  /** A change to a live listing waiting for review (or refused, with its reason); the live fields stay above. */
  revision: listingRevisionSchema.nullable(),
  /**
   * Whether approving would apply the waiting change (domain `canApplyRevision`): not once the artwork
   * sold or was withdrawn meanwhile, unless it is back from a return to be relisted with changes.
   */
  revisionApplicable: z.boolean(),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;

export const productStatusChangeSchema = z.object({ isActive: z.boolean(), isSoldOut: z.boolean() });
