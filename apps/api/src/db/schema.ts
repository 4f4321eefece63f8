import {
  ALERT_KINDS,
  ATTEMPT_STATUSES,
  CERTIFICATE_STATUSES,
  DIGEST_FREQUENCIES,
  type HoldKind,
  type LedgerAccountName,
  type LedgerEventKind,
  OFFER_STATUSES,
  REFUND_KINDS,
  REFUND_STATUSES,
  RETURN_INSPECTIONS,
  RETURN_REASONS,
  RETURN_STATUSES,
  SIZE_BAND_MAX_INCHES,
  SQUARE_TOLERANCE,
} from '@art-market/domain/rules';
import type { ShippingAddress } from '@art-market/domain/schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Bumped when a password changes or an account is closed: tokens carry it, so older ones stop working at once. */
const tokenVersion = () => integer('token_version').notNull().default(0);

/** E-mails are stored lower-cased, so a plain unique index makes them unique case-insensitively. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    country: text('country').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: tokenVersion(),
    /** When the owner proved the current address is theirs (a mailed link); null until then and after a change. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    // The admin's Customers list: newest first, filtered by join date, searched by name or e-mail
    // with ILIKE '%term%' (the expression must match customerSearchText in admin-customers.repository.ts).
    index('customers_created_idx').on(table.createdAt.desc()),
    index('customers_search_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
  ],
);

/** Addresses a customer keeps for checkout: each one saved at checkout, newest use first. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    /** The street, city, state, ZIP and country, normalised: one row per place, whoever it is addressed to. */
    placeKey: text('place_key').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customer_addresses_place_key').on(table.customerId, table.placeKey),
    index('customer_addresses_recent_idx').on(table.customerId, table.lastUsedAt.desc()),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    company: text('company').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    storeCity: text('store_city').notNull(),
    storeState: text('store_state').notNull(),
    storeCountry: text('store_country').notNull(),
    storePostCode: text('store_post_code').notNull(),
    storeTaxNo: text('store_tax_no').notNull().default(''),
    businessId: text('business_id').notNull().default(''),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    /** Shown on the artist's public page with the store's city and country. */
    bio: text('bio').notNull().default(''),
    /** Where collectors send returns, as written on a parcel; null: the studio's address above. */
    returnAddress: text('return_address'),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: tokenVersion(),
    /** When the owner proved the current address is theirs (a mailed link); null until then and after a change. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Suspended by an admin: its listings are withheld from the storefront, but it still logs in to fulfil orders. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vendors_email_key').on(table.email)],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: tokenVersion(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admins_email_key').on(table.email)],
);

/** One-time password-reset codes (docs/product/accounts.md#reset-codes); the code itself is never stored. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    role: text('role', { enum: ['customer', 'vendor', 'admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_account_idx').on(table.role, table.accountId).where(sql`${table.usedAt} is null`)],
);

/**
 * A mailed link proving an address (docs/product/accounts.md#e-mail-verification): only the token's
 * SHA-256 is kept, with the address it was sent to, so a link mailed before a change of address
 * proves nothing about the new one. Single use; a new link voids the account's older ones.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    role: text('role', { enum: ['customer', 'vendor'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_hash_key').on(table.tokenHash),
    index('email_verification_tokens_account_idx').on(table.role, table.accountId),
  ],
);

/**
 * One row per login: the token carries its id (`sid`), so logging out ends that token on the
 * server. Rows past `expires_at` are dead and are purged at the account's next login.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    role: text('role', { enum: ['customer', 'vendor', 'admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('sessions_account_idx').on(table.role, table.accountId)],
);

/**
 * An admin's or vendor's authenticator secret (ADR 0034), sealed with the server's key. A row without
 * `confirmed_at` is an enrolment waiting for its first code; `last_used_step` is the newest 30-second
 * step a code was accepted for, so a code (or an older one) is never accepted twice.
 */
export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    role: text('role', { enum: ['vendor', 'admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('two_factor_secrets_account_idx').on(table.role, table.accountId)],
);

/** Single-use recovery codes, stored as keyed hashes; a used one keeps its row with `used_at`. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    role: text('role', { enum: ['vendor', 'admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_hash_idx').on(table.role, table.accountId, table.codeHash)],
);

/** Platform settings, one row per key (the global commission rate lives here). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productNumberSequence = pgSequence('product_number_seq', { startWith: 1 });

/** The columns a catalogue filter or facet reads, carried by the public indexes after their keys. */
const FACET_COLUMNS = [
  'categorySlug',
  'subcategorySlug',
  'artistType',
  'orientation',
  'sizeBand',
  'frameType',
  'isSoldOut',
  'totalCents',
  'shipsDomestic',
  'shipsInternational',
] as const;
type FacetColumn = (typeof FACET_COLUMNS)[number];
const facetColumns = <T extends Record<FacetColumn, ExtraConfigColumn>>(table: T, except?: string) =>
  FACET_COLUMNS.filter((column) => column !== except).map((column) => table[column]);
/** Newest first, the id breaking ties: the listing's order (`orderOf` in catalog-filters.ts). */
const newestKeys = (table: Record<'createdAt' | 'id', ExtraConfigColumn>) =>
  [table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
const publicIndexNames = {
  artistType: 'artist_type',
  totalCents: 'total',
  orientation: 'orientation',
  sizeBand: 'size_band',
  medium: 'medium',
  style: 'style',
  frameType: 'frame',
} as const;

/**
 * An artwork: one piece. Money in cents, the commission rate in basis points (12.5% = 1250).
 * Status is derived from the three flags (domain `productStatus`).
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    productNumber: text('product_number').notNull().default(sql`format_product_number(nextval('product_number_seq'))`),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    artistType: text('artist_type').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    description: text('description').notNull(),
    artistBio: text('artist_bio').notNull().default(''),
    /** `matchingSlug` of category and subcategory, computed by the app: the storefront filters by slug. */
    categorySlug: text('category_slug').notNull(),
    subcategorySlug: text('subcategory_slug').notNull(),
    medium: text('medium').notNull().default(''),
    surface: text('surface').notNull().default(''),
    style: text('style').notNull().default(''),
    yearCreated: integer('year_created'),
    width: numeric('width', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    frameType: text('frame_type').notNull(),
    frameDetails: text('frame_details').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Price bands compare the total price (price + tax). */
    totalCents: integer('total_cents').generatedAlwaysAs(sql`price_cents + tax_cents`),
    /** `orientationOf` and `sizeBandOf` of the domain, stored so listings filter and count them by index. */
    orientation: text('orientation').generatedAlwaysAs(
      sql.raw(`case when abs(width - height) <= ${SQUARE_TOLERANCE} * greatest(width, height) then 'square'
        when height > width then 'portrait' else 'landscape' end`),
    ),
    sizeBand: text('size_band').generatedAlwaysAs(
      sql.raw(`case when greatest(width, height) <= ${SIZE_BAND_MAX_INCHES.small} then 'small'
        when greatest(width, height) <= ${SIZE_BAND_MAX_INCHES.medium} then 'medium' else 'large' end`),
    ),
    /**
     * Whether the artwork has a shipping option named domestic / international (isDomesticShipping,
     * isInternationalShipping), kept by a trigger on shipping_options (migration 0021): the "ships to"
     * filter and its facet read the artwork's own row and its indexes, like every other filter.
     */
    shipsDomestic: boolean('ships_domestic').notNull().default(false),
    shipsInternational: boolean('ships_international').notNull().default(false),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    hasCertificate: boolean('has_certificate').notNull().default(false),
    certificateDetails: text('certificate_details').notNull().default(''),
    certificateUrl: text('certificate_url'),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(false),
    /** When an admin first approved it: a later approval (after an edit) is no news to followers (ADR 0041). */
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** Deactivated because its vendor was suspended (not by the vendor or an admin): reactivated with the vendor. */
    withheldBySuspension: boolean('withheld_by_suspension').notNull().default(false),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    /** The admin's reason for refusing an artwork that never went live; cleared when the vendor edits it. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted full-text document: title and artist (A), category, subcategory, style, medium (B), description (C). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(artist_name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(subcategory, '') || ' ' || coalesce(style, '') || ' ' || coalesce(medium, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** Lower-cased words that typo matching (pg_trgm) compares a search with. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || artist_name || ' ' || subcategory || ' ' || style || ' ' || medium)`,
    ),
  },
  (table) => [
    uniqueIndex('products_product_number_key').on(table.productNumber),
    index('products_vendor_idx').on(table.vendorId, table.createdAt),
    // The storefront reads only approved, active artworks, newest first, by one filter at a time. Each index
    // also carries the filter columns after its keys (issue 10, cold cache), so a capped count of any filter
    // combination is an index-only scan that stops one past its cap (catalog-facets.repository.ts). The id
    // follows the date, as the listing orders ties: a page's ids are then picked index-only (ADR 0050).
    index('products_public_created_idx')
      .on(...newestKeys(table), ...facetColumns(table), table.medium, table.style)
      .where(sql`is_approved and is_active`),
    ...(['categorySlug', 'subcategorySlug'] as const).map((column) =>
      index(`products_public_${column === 'categorySlug' ? 'category' : 'subcategory'}_idx`)
        .on(table[column], ...newestKeys(table), ...facetColumns(table, column), table.medium, table.style)
        .where(sql`is_approved and is_active`),
    ),
    index('products_public_artist_idx')
      .on(table.artistName, ...newestKeys(table))
      .where(sql`is_approved and is_active`),
    // Listing filters (issue 10): each narrows the public set newest first; price sorts use the total index.
    ...(['artistType', 'totalCents', 'orientation', 'sizeBand', 'medium', 'style', 'frameType'] as const).map((column) =>
      index(`products_public_${publicIndexNames[column]}_idx`)
        .on(table[column], ...newestKeys(table), ...facetColumns(table, column))
        .where(sql`is_approved and is_active`),
    ),
    index('products_public_available_idx')
      .on(...newestKeys(table), ...facetColumns(table, 'isSoldOut'))
      .where(sql`is_approved and is_active and not is_sold_out`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('products_price_positive', sql`${table.priceCents} > 0 and ${table.taxCents} >= 0`),
    check('products_commission_range', sql`${table.commissionBasisPoints} between 0 and 10000`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull(),
    /** Pixels, so the storefront keeps each artwork's aspect ratio without cropping. */
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.displayOrder)],
);

/**
 * A vendor's change to an approved artwork, waiting for review beside the live row (ADR 0024): the
 * storefront keeps reading `products` until an admin applies it. One per artwork; a new edit replaces it.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingOptions: jsonb('shipping_options').$type<RevisionShippingOption[]>().notNull(),
    /** The artwork's images as they will be, in order: kept ones and newly uploaded ones. */
    images: jsonb('images').$type<RevisionImage[]>().notNull(),
    status: text('status', { enum: ['pending', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('product_revisions_price_positive', sql`${table.priceCents} > 0 and ${table.taxCents} >= 0`)],
);
export interface RevisionShippingOption {
  name: string;
  costCents: number;
  estimatedDeliveryDays: number;
}
export interface RevisionImage {
  url: string;
  width: number;
  height: number;
}

export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    costCents: integer('cost_cents').notNull(),
    estimatedDeliveryDays: integer('estimated_delivery_days').notNull(),
  },
  (table) => [
    index('shipping_options_product_idx').on(table.productId),
    check('shipping_options_cost', sql`${table.costCents} >= 0`),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    accountHolderName: text('account_holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountType: integer('account_type').notNull().default(0),
    ifscCode: text('ifsc_code').notNull().default(''),
    iban: text('iban').notNull().default(''),
    routingNumber: text('routing_number').notNull().default(''),
    swiftCode: text('swift_code').notNull().default(''),
    bankAddress: text('bank_address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /**
     * When the payout details (holder, bank, number, codes) were entered: on adding, and again on an
     * edit that changes them. Payouts to the account wait 72 hours from here (ADR 0029).
     */
    detailsSince: timestamp('details_since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_accounts_vendor_idx').on(table.vendorId),
    // Exactly one default per vendor: the database refuses a second one.
    uniqueIndex('bank_accounts_one_default').on(table.vendorId).where(sql`${table.isDefault}`),
  ],
);

/**
 * A curated collection (issue 29): hand-picked artworks in the admin's order. The storefront shows only published
 * ones, and only their artworks that are public and unsold right now (the filter is applied when read, so a sold,
 * disabled or withdrawn artwork leaves without anyone touching the collection).
 */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The artwork whose primary image is the cover; it must be one of the collection's. */
    coverProductId: uuid('cover_product_id').references(() => products.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('collections_slug_key').on(table.slug),
    index('collections_published_idx').on(table.isFeatured, table.updatedAt.desc()).where(sql`is_published`),
  ],
);

/** The artworks of a collection, each once, in the admin's order (position 0 first). */
export const collectionArtworks = pgTable(
  'collection_artworks',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('collection_artworks_pkey_idx').on(table.collectionId, table.productId),
    index('collection_artworks_position_idx').on(table.collectionId, table.position),
  ],
);

/** Append-only record of admin actions (a trigger refuses UPDATE and DELETE). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt)],
);

/** One line per artwork: each artwork is one piece, so a cart holds it at most once. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    shippingOptionId: uuid('shipping_option_id')
      .notNull()
      .references(() => shippingOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cart_items_customer_product_key').on(table.customerId, table.productId)],
);

/**
 * A collector's saved artwork (issue 29): one row per collector and artwork, with the total price it had
 * when saved, so /saved can say the price changed since. Both sides cascade: a closed account or a removed
 * artwork leaves nothing behind. Who saved what is never shown to vendors: they read counts only.
 */
export const savedWorks = pgTable(
  'saved_works',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedTotalCents: integer('saved_total_cents').notNull(),
    /**
     * What the alerts' watch last saw of the artwork (ADR 0041): its state and total price. The watch
     * compares them with the artwork now and tells the collector of a sale, a return to sale or a lower
     * price; null until the first look, which says nothing.
     */
    seenState: text('seen_state'),
    seenTotalCents: integer('seen_total_cents'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'saved_works_pkey', columns: [table.customerId, table.productId] }),
    // /saved newest first, paged; and the savers of one artwork (counts for the studio, alerts).
    index('saved_works_customer_recent_idx').on(table.customerId, table.createdAt.desc()),
    index('saved_works_product_idx').on(table.productId),
  ],
);

/**
 * A collector following an artist. Artists are named on artworks (the artist pages are by name), so the
 * follow is by that name, exactly as written; the studio's follower count reads the names of its own works.
 */
export const artistFollows = pgTable(
  'artist_follows',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    artistName: text('artist_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'artist_follows_pkey', columns: [table.customerId, table.artistName] }),
    index('artist_follows_customer_recent_idx').on(table.customerId, table.createdAt.desc()),
    index('artist_follows_artist_idx').on(table.artistName),
  ],
);

/**
 * What a collector is told (ADR 0041): a followed artist's new work, or a saved work's lower price,
 * return to sale or sale. Shown behind the bell until read; mailed in at most one digest per period.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A lower price: from and to, total cents. */
    fromCents: integer('from_cents'),
    toCents: integer('to_cents'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When a digest carried it (or skipped it, its kind switched off meanwhile); null while it waits. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_customer_recent_idx').on(table.customerId, table.createdAt.desc()),
    index('notifications_undigested_idx').on(table.customerId).where(sql`${table.digestedAt} is null`),
    // A new work is announced once to each follower, however often it is approved again after an edit.
    uniqueIndex('notifications_new_work_key').on(table.customerId, table.productId).where(sql`${table.kind} = 'new_work'`),
  ],
);

/** A collector's alert switches; no row means every kind on and a daily digest. */
export const alertPreferences = pgTable('alert_preferences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  newWork: boolean('new_work').notNull().default(true),
  priceDrop: boolean('price_drop').notNull().default(true),
  backOnSale: boolean('back_on_sale').notNull().default(true),
  sold: boolean('sold').notNull().default(true),
  digest: text('digest', { enum: DIGEST_FREQUENCIES }).notNull().default('daily'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The digests sent: one row per collector and period (`day:2026-11-27`, `week:2026-W48`). The key is the
 * guard: a digest is written only by the run whose insert made the row, so two runs never mail one twice.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'notification_digests_pkey', columns: [table.customerId, table.periodKey] })],
);

/**
 * Every word the storefront's typo tolerance can suggest (from titles, artists, subcategories,
 * styles and media), kept by a trigger on products. Small, so trigram lookups on it are fast.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

// ---- orders, payments and holds (ADR 0005) ----

export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * A customer order: money frozen in cents when it is created (the bank-transfer discount is
 * applied when the transfer is submitted). Status codes: docs/product/orders-and-payments.md#status-codes.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: integer('status').notNull().default(0),
    paymentStatus: integer('payment_status').notNull().default(0),
    paymentMethod: integer('payment_method'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /** What the cart held (artworks, shipping choices, prices): an unchanged cart reuses the unpaid order. */
    cartKey: text('cart_key').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What has been given back so far, in cents; never more than the total (a refund that would pass it is refused). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Set when the buyer's bank took the money back (a chargeback): the admin has to look at the order. */
    chargebackAt: timestamp('chargeback_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    index('orders_customer_idx').on(table.customerId, table.createdAt.desc()),
    // Lets the earnings tab's payment-method filter check an order from the index alone.
    index('orders_payment_method_idx').on(table.id, table.paymentMethod),
    // The customer's open order (unpaid, pending), which every checkout looks up and replaces.
    index('orders_open_idx').on(table.customerId).where(sql`${table.status} = 0 and ${table.paymentStatus} = 0`),
    index('orders_created_idx').on(table.createdAt.desc()),
    index('orders_payment_status_idx').on(table.paymentStatus, table.createdAt.desc()),
    // The admin's Orders list filtered by status (and payment status), newest first; sorted by amount.
    index('orders_status_idx').on(table.status, table.paymentStatus, table.createdAt.desc()),
    index('orders_total_idx').on(table.totalCents),
    check(
      'orders_total_adds_up',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.taxCents} + ${table.shippingCents}`,
    ),
    check('orders_amounts_positive', sql`${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents}`),
    check('orders_status_codes', sql`${table.status} between 0 and 4 and ${table.paymentStatus} between 0 and 5`),
    check('orders_refund_within_total', sql`${table.refundedCents} between 0 and ${table.totalCents}`),
  ],
);

/** The part of an order one vendor fulfils, with its own status and tracking. */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorOrderNumber: text('vendor_order_number').notNull(),
    status: integer('status').notNull().default(0),
    trackingNumber: text('tracking_number'),
    shippingProvider: text('shipping_provider'),
    /** When the vendor marked it shipped (tracking saved) and delivered; delivery starts the payout clock. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_orders_number_key').on(table.vendorOrderNumber),
    uniqueIndex('vendor_orders_order_vendor_key').on(table.orderId, table.vendorId),
    index('vendor_orders_vendor_idx').on(table.vendorId, table.createdAt.desc()),
  ],
);

/** One artwork of an order: what was bought, at which price, tax, shipping and commission, frozen. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    imageUrl: text('image_url'),
    shippingOptionName: text('shipping_option_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The accepted offer whose agreed price this item was bought at (ADR 0047), or null. */
    offerId: uuid('offer_id').references((): AnyPgColumn => offers.id),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_vendor_order_idx').on(table.vendorOrderId),
    index('order_items_product_idx').on(table.productId),
    check(
      'order_items_total_adds_up',
      sql`${table.totalCents} = ${table.priceCents} - ${table.discountCents} + ${table.taxCents} + ${table.shippingCents}`,
    ),
  ],
);

export const PAYMENT_PROVIDERS = ['paypal', 'payu', 'bank_transfer'] as const;

/**
 * One payment attempt: the provider's reference (PayPal order id, PayU txnid, bank transaction id),
 * the amount asked for in the provider's currency and minor units, and the rate used to get there.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference').notNull(),
    /** PayPal capture id, PayU mihpayid. */
    providerPaymentId: text('provider_payment_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4 }),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('created'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_reference_key').on(table.provider, table.providerReference),
    index('payments_order_idx').on(table.orderId, table.createdAt.desc()),
    index('payments_open_idx').on(table.provider, table.createdAt).where(sql`${table.status} in ('created', 'pending')`),
    // A refund or chargeback webhook names the capture (PayPal) or mihpayid (PayU), not our reference.
    index('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
  ],
);

/** Every answer a provider gave about a payment, kept as received (append-only: a trigger refuses changes). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.createdAt)],
);

/**
 * An artwork held for an order while its payment is under way. The partial unique index is the
 * rule that two payments for one artwork can never both start: at most one unreleased hold per artwork.
 */
export const artworkHolds = pgTable(
  'artwork_holds',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The order whose payment holds it; null while an accepted offer holds it for its collector (ADR 0047). */
    orderId: uuid('order_id').references(() => orders.id),
    /** The accepted offer this hold keeps the artwork for, at the agreed price, until it ends or is paid. */
    offerId: uuid('offer_id').references((): AnyPgColumn => offers.id),
    /**
     * The payment attempt this hold is for (its id is chosen before the provider is called, so the
     * row may come after the hold). Failing an attempt releases only what it holds.
     */
    attemptId: uuid('attempt_id'),
    kind: text('kind').$type<HoldKind | 'offer'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When this order first held this artwork: renewals never reach past the hold's lifetime from here. */
    firstHeldAt: timestamp('first_held_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('artwork_holds_one_per_artwork').on(table.productId).where(sql`${table.releasedAt} is null`),
    index('artwork_holds_order_idx').on(table.orderId),
    index('artwork_holds_attempt_idx').on(table.attemptId).where(sql`${table.releasedAt} is null`),
    index('artwork_holds_offer_idx').on(table.offerId).where(sql`${table.offerId} is not null`),
    check('artwork_holds_has_holder', sql`${table.orderId} is not null or ${table.offerId} is not null`),
  ],
);

/** A customer's bank-transfer proof, waiting for an admin's review. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    transactionId: text('transaction_id').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull().default(''),
    declaredAmount: text('declared_amount').notNull(),
    /** The currency the customer says the declared amount is in (USD or INR). */
    declaredCurrency: text('declared_currency').notNull().default('USD'),
    proofPath: text('proof_path').notNull(),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => admins.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When the customer was told the transfer's hold lapsed before anyone reviewed it. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    /** The network address it was submitted from (`clientKey`), for the per-address cap on holds (ADR 0030). */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_transfers_payment_key').on(table.paymentId),
    index('bank_transfers_client_address_idx').on(table.clientAddress, table.createdAt).where(sql`${table.reviewedAt} is null`),
    index('bank_transfers_pending_idx').on(table.createdAt).where(sql`${table.reviewedAt} is null`),
    check('bank_transfers_declared_currency', sql`${table.declaredCurrency} in ('USD', 'INR')`),
  ],
);

/**
 * What an admin recorded as received on a transfer, one row per approval: a partial payment, or the
 * receipt that completed it (docs/product/orders-and-payments.md#bank-transfer). In minor units of the
 * transfer's declared currency; their sum against the order's amount due decides whether it is paid.
 * A replayed request (same Idempotency-Key) finds its row and records nothing more.
 */
export const bankTransferReceipts = pgTable(
  'bank_transfer_receipts',
  {
    id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => bankTransfers.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Recorded without settling the order: it still waits for the rest. */
    partial: boolean('partial').notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => admins.id),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bank_transfer_receipts_transfer_idx').on(table.transferId),
    uniqueIndex('bank_transfer_receipts_key').on(table.transferId, table.idempotencyKey),
    check('bank_transfer_receipts_amount', sql`${table.amountMinor} > 0`),
    check('bank_transfer_receipts_currency', sql`${table.currency} in ('USD', 'INR')`),
  ],
);

/**
 * Money held for a collector (a partial payment of a rejected transfer, an overpayment, an order
 * cancelled after money arrived) that an admin sent back: one row per return, booked out of the
 * ledger's `collector_funds` once (ADR 0033). The key makes a repeat of the same request answer the same row.
 */
export const collectorFundReturns = pgTable(
  'collector_fund_returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    /** The reference of the transfer the admin sent back. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    returnedBy: uuid('returned_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('collector_fund_returns_key').on(table.idempotencyKey),
    index('collector_fund_returns_order_idx').on(table.orderId),
    check('collector_fund_returns_amount', sql`${table.amountCents} > 0`),
  ],
);

// ---- the ledger and payouts (ADR 0006) ----

/**
 * One money event (payment captured, delivered, vendor paid, refunded): recorded once per event and
 * subject (`key`), its entries summing to zero. Append-only: a trigger refuses UPDATE and DELETE.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: text('kind').$type<LedgerEventKind>().notNull(),
    key: text('key').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id').references(() => vendorOrders.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_key').on(table.key),
    index('ledger_transactions_order_idx').on(table.orderId),
    index('ledger_transactions_vendor_order_idx').on(table.vendorOrderId),
    index('ledger_transactions_kind_occurred_idx').on(table.kind, table.occurredAt),
  ],
);

/** A debit (positive) or credit (negative) of one account, for a vendor and an order item where it applies. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').$type<LedgerAccountName>().notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Covering: sums over a transaction's or an account's entries read the index alone.
    index('ledger_entries_transaction_idx').on(table.transactionId, table.account, table.amountCents),
    index('ledger_entries_vendor_account_idx').on(table.vendorId, table.account),
    index('ledger_entries_account_idx').on(table.account, table.amountCents),
    index('ledger_entries_item_idx').on(table.orderItemId),
  ],
);

/** A payment to a vendor: a manual one for one vendor order, or the vendor's part of a weekly run. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    kind: text('kind').$type<'manual' | 'weekly'>().notNull(),
    transactionId: text('transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    notes: text('notes').notNull().default(''),
    runId: uuid('run_id').references(() => payoutRuns.id),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('payouts_vendor_idx').on(table.vendorId, table.createdAt.desc()),
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** The items a payout paid. The unique index is the rule that no item is ever paid twice. */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: id(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    uniqueIndex('payout_items_order_item_key').on(table.orderItemId),
    index('payout_items_payout_idx').on(table.payoutId),
  ],
);

/** One run of the weekly payout, by whom or by the schedule, and what it paid in total. */
export const payoutRuns = pgTable('payout_runs', {
  id: id(),
  startedBy: uuid('started_by').references(() => admins.id),
  amountCents: integer('amount_cents').notNull().default(0),
  payoutCount: integer('payout_count').notNull().default(0),
  createdAt: createdAt(),
});

// ---- refunds, returns and mail (ADRs 0013-0015) ----

/**
 * Money given back for an order, through the provider it was paid with (a bank transfer's refund is
 * an admin's task: `manual` until its outgoing reference is recorded). The idempotency key is the
 * rule that one request never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    vendorOrderId: uuid('vendor_order_id').references(() => vendorOrders.id),
    returnId: uuid('return_id').references(() => returns.id),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** In the provider's currency and minor units (paise for PayU). */
    providerAmountMinor: integer('provider_amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull().default(''),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The payment sweep's lease holder (scheduled_jobs.locked_by) that took this pending refund to the
     * provider; a pending refund another holder claimed was left by a sweep that died mid-step.
     */
    claimedBy: text('claimed_by'),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    index('refunds_open_idx').on(table.createdAt).where(sql`${table.status} in ('pending', 'failed', 'manual')`),
    check('refunds_amount_positive', sql`${table.amountCents} > 0 and ${table.providerAmountMinor} > 0`),
  ],
);

/** A collector's request to send delivered artworks back, with the refund it will give when they arrive. */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    description: text('description').notNull().default(''),
    photoPaths: jsonb('photo_paths').$type<string[]>().notNull().default([]),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    /** Refunded in full (shipping included, no restocking fee): damage or a wrong description reported early with photos. */
    fullRefund: boolean('full_refund').notNull(),
    refundCents: integer('refund_cents').notNull(),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (table) => [
    index('returns_order_idx').on(table.orderId),
    index('returns_customer_idx').on(table.customerId, table.createdAt.desc()),
    index('returns_status_idx').on(table.status, table.createdAt.desc()),
  ],
);

/** The items a return sends back. The unique index is the rule that an item is returned at most once. */
export const returnItems = pgTable(
  'return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /**
     * What becomes of the returned artwork once it is back: `awaiting` inspection (off sale), then the
     * vendor's or admin's choice. Null until the return is received.
     */
    inspection: text('inspection', { enum: RETURN_INSPECTIONS }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('return_items_order_item_key').on(table.orderItemId),
    index('return_items_return_idx').on(table.returnId),
  ],
);

/**
 * A buyer's review of the studio that sold them a delivered vendor order (docs/product/reviews.md): one per
 * vendor order (the unique index is the rule), with the studio's one public reply on the same row. A hidden
 * review leaves the artist page and the average; the author is told why.
 */
export const artistReviews = pgTable(
  'artist_reviews',
  {
    id: id(),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    /** Set by the author's edits (within REVIEW_EDIT_DAYS of created_at); null when never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    replyBody: text('reply_body'),
    replyCreatedAt: timestamp('reply_created_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('artist_reviews_vendor_order_key').on(table.vendorOrderId),
    // The artist page (and its rating): a studio's visible reviews, newest first.
    index('artist_reviews_vendor_visible_idx').on(table.vendorId, table.createdAt.desc()).where(sql`${table.hiddenAt} is null`),
    index('artist_reviews_created_idx').on(table.createdAt.desc()),
    index('artist_reviews_customer_idx').on(table.customerId),
    check('artist_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('artist_reviews_hidden_has_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
  ],
);

/**
 * A collector's conversation with an artist about one artwork (docs/product/conversations.md): one per
 * collector, studio and artwork. Each side's last read (for unread counts) and last mail (at most one
 * per 15 minutes, claimed by a conditional update so two instances cannot both send) live on the row.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    vendorReadAt: timestamp('vendor_read_at', { withTimezone: true }),
    customerMailedAt: timestamp('customer_mailed_at', { withTimezone: true }),
    vendorMailedAt: timestamp('vendor_mailed_at', { withTimezone: true }),
    /** Set by the first report: only reported conversations reach the console. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_triple_key').on(table.customerId, table.vendorId, table.productId),
    index('conversations_customer_idx').on(table.customerId, table.lastMessageAt.desc()),
    index('conversations_customer_created_idx').on(table.customerId, table.createdAt),
    index('conversations_vendor_idx').on(table.vendorId, table.lastMessageAt.desc()),
    index('conversations_reported_idx').on(table.reportedAt.desc()).where(sql`${table.reportedAt} is not null`),
  ],
);

/** A stored image of a message, in the private 'messages' area: served only to its conversation's readers. */
export interface MessageImage {
  path: string;
  width: number;
  height: number;
}

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side', { enum: ['customer', 'vendor'] }).notNull(),
    body: text('body').notNull(),
    images: jsonb('images').$type<MessageImage[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('conversation_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/** One report per side and conversation, with the reporter's reason. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterSide: text('reporter_side', { enum: ['customer', 'vendor'] }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('conversation_reports_side_key').on(table.conversationId, table.reporterSide)],
);

/** A person an admin stopped from sending messages (a row while stopped; lifting deletes it, both audit-logged). */
export const messagingStops = pgTable(
  'messaging_stops',
  {
    accountSide: text('account_side', { enum: ['customer', 'vendor'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountSide, table.accountId] })],
);

/** Running numbers of certificates of sale (AM-C-{year}-{number}-{check}); a gap is harmless. */
export const certificateNumberSequence = pgSequence('certificate_number_seq', { startWith: 1 });

/**
 * A certificate of sale (docs/product/certificates.md, ADR 0049): issued once per delivered order item
 * (the unique index is the rule), its facts kept as the exact text that was signed. `owner_customer_id`
 * is its current owner; the chain of owners is certificate_ownerships.
 */
export const saleCertificates = pgTable(
  'sale_certificates',
  {
    id: id(),
    number: text('number').notNull(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    ownerCustomerId: uuid('owner_customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: CERTIFICATE_STATUSES }).notNull().default('issued'),
    /** The canonical JSON of the certified facts (domain `canonicalJson`), byte for byte what was signed. */
    payload: text('payload').notNull(),
    /** Ed25519 over the payload's UTF-8 bytes, base64url; `key_id` names the key that made it. */
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sale_certificates_number_key').on(table.number),
    uniqueIndex('sale_certificates_order_item_key').on(table.orderItemId),
    index('sale_certificates_owner_idx').on(table.ownerCustomerId),
    index('sale_certificates_order_idx').on(table.orderId),
    check('sale_certificates_revoked_has_date', sql`(${table.status} = 'revoked') = (${table.revokedAt} is not null)`),
  ],
);

/**
 * One owner of a certificate, in order (1 is the buyer). Each is signed when it is made, and signed
 * again when its owner changes whether their name shows; `show_name` is that choice.
 */
export const certificateOwnerships = pgTable(
  'certificate_ownerships',
  {
    id: id(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => saleCertificates.id),
    sequence: integer('sequence').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    showName: boolean('show_name').notNull().default(false),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
    how: text('how', { enum: ['sale', 'transfer'] }).notNull(),
    payload: text('payload').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
  },
  (table) => [
    uniqueIndex('certificate_ownerships_sequence_key').on(table.certificateId, table.sequence),
    index('certificate_ownerships_customer_idx').on(table.customerId),
  ],
);

export const CERTIFICATE_TRANSFER_STATUSES = ['pending', 'accepted', 'cancelled'] as const;

/**
 * An owner's offer of a certificate to someone else, by e-mail: the mailed link carries a token whose
 * SHA-256 is kept here. At most one pending per certificate (the partial unique index is the rule).
 */
export const certificateTransfers = pgTable(
  'certificate_transfers',
  {
    id: id(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => saleCertificates.id),
    fromCustomerId: uuid('from_customer_id')
      .notNull()
      .references(() => customers.id),
    /** Lower-cased, as customers' e-mails are. */
    toEmail: text('to_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: CERTIFICATE_TRANSFER_STATUSES }).notNull().default('pending'),
    acceptedBy: uuid('accepted_by').references(() => customers.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('certificate_transfers_token_key').on(table.tokenHash),
    uniqueIndex('certificate_transfers_pending_key').on(table.certificateId).where(sql`${table.status} = 'pending'`),
  ],
);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Outgoing mail, written in the transaction of the change it reports and sent by a worker with
 * retries: a crash between the commit and the send loses nothing, a rollback sends nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers, such as a digest's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`)],
);

/**
 * Work that one instance at a time does on a schedule (the payment sweep, the weekly payout run):
 * a run is claimed by moving `locked_until` ahead in one statement, so of several instances exactly
 * one runs it; one that dies mid-run leaves it to another once its lease ends, and a run that came
 * due while no instance was up is done by the first one back.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The instance holding the lease (host, process id, runner), for operators; null when free. */
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

// The built-in payment sandboxes (ADR 0005, 0020): what PayPal and PayU would keep on their side,
// kept here so that every instance on this database answers for every sandbox payment. Their JSON is
// the provider's own record, as the sandbox serves it.

/** Sandbox PayPal orders; `capture_id` once captured, to find an order by its capture. */
export const sandboxPaypalOrders = pgTable('sandbox_paypal_orders', {
  id: text('id').primaryKey(),
  order: jsonb('order').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** What the payer chose on the approval page: approve, cancel, decline or pending. */
  outcome: text('outcome'),
  captureId: text('capture_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money a sandbox PayPal capture gave back: refunds we asked for, and reversals PayPal made itself. */
export const sandboxPaypalRefunds = pgTable(
  'sandbox_paypal_refunds',
  {
    id: text('id').primaryKey(),
    captureId: text('capture_id').notNull(),
    minor: integer('minor').notNull(),
    reversal: boolean('reversal').notNull(),
    refund: jsonb('refund').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_paypal_refunds_capture_idx').on(table.captureId)],
);

/** The answer a PayPal-Request-Id got, by scope and id: the same request again gets the same answer. */
export const sandboxPaypalRequests = pgTable('sandbox_paypal_requests', {
  key: text('key').primaryKey(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Access tokens the sandbox's OAuth endpoint issued. */
export const sandboxPaypalTokens = pgTable('sandbox_paypal_tokens', {
  token: text('token').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries the sandbox sent, which its verify endpoint vouches for. */
export const sandboxPaypalWebhooks = pgTable('sandbox_paypal_webhooks', {
  transmissionId: text('transmission_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox PayU transactions by the merchant's txnid: the checkout form as posted and how it ended. */
export const sandboxPayuTransactions = pgTable('sandbox_payu_transactions', {
  txnid: text('txnid').primaryKey(),
  request: jsonb('request').$type<Record<string, string>>().notNull(),
  /** As PayU echoes it: rupees, two decimals. */
  amount: text('amount').notNull(),
  mihpayid: text('mihpayid').notNull().unique(),
  bankRefNum: text('bank_ref_num').notNull(),
  addedon: text('addedon').notNull(),
  /** success, failure or pending once the payer chose; null while the checkout page is open. */
  outcome: text('outcome'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds PayU queued, by the merchant's token (a token works once). */
export const sandboxPayuRefunds = pgTable(
  'sandbox_payu_refunds',
  {
    token: text('token').primaryKey(),
    requestId: text('request_id').notNull(),
    mihpayid: text('mihpayid').notNull(),
    /** Rupees, two decimals, as asked. */
    amount: text('amount').notNull(),
    paise: integer('paise').notNull(),
    bankRefNum: text('bank_ref_num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payu_refunds_mihpayid_idx').on(table.mihpayid)],
);

/**
 * PayPal webhook deliveries already verified and handled, by PayPal's transmission id: a replay (or
 * PayPal's own retry of a delivery we handled) is answered without asking PayPal again, on any instance.
 */
export const paypalWebhookTransmissions = pgTable('paypal_webhook_transmissions', {
  transmissionId: text('transmission_id').primaryKey(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
});

/** Per artwork, the artist's choice to take offers and the private floor below which they are declined at once. */
export const artworkOfferSettings = pgTable('artwork_offer_settings', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id),
  acceptsOffers: boolean('accepts_offers').notNull().default(false),
  /** Never shown to collectors; null: no floor. */
  floorCents: integer('floor_cents'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A collector's offer on an artwork and its answers (ADR 0047). Amounts are the price with tax the collector
 * sees; `dueAt` ends the step under way (an answer within 72 hours, an accepted offer's 48-hour hold).
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    listedCents: integer('listed_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    counterCents: integer('counter_cents'),
    counterNote: text('counter_note').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    /** Who declined: the floor (at once), the artist, or the collector (a counter). */
    declinedBy: text('declined_by'),
    agreedCents: integer('agreed_cents'),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One alive offer per collector and artwork: two offers sent at once cannot both land.
    uniqueIndex('offers_one_alive_key')
      .on(table.customerId, table.productId)
      .where(sql`${table.status} in ('open', 'countered', 'accepted')`),
    index('offers_customer_idx').on(table.customerId, table.createdAt.desc()),
    index('offers_vendor_idx').on(table.vendorId, table.createdAt.desc()),
    index('offers_due_idx').on(table.dueAt).where(sql`${table.status} in ('open', 'countered', 'accepted')`),
    index('offers_product_alive_idx').on(table.productId).where(sql`${table.status} in ('open', 'countered', 'accepted')`),
    check('offers_amounts_positive', sql`${table.amountCents} > 0 and coalesce(${table.counterCents}, 1) > 0`),
  ],
);
