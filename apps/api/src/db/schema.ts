import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
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
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('customers_email_key').on(table.email)],
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
    passwordHash: text('password_hash').notNull(),
    tokenVersion: tokenVersion(),
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

/** One-time password-reset codes (ARCHITECTURE section 6); the code itself is never stored. */
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
