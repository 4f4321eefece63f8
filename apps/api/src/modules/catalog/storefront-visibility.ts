// What other modules may use of catalog's rules: which artworks the storefront shows (holds, carts, the sitemap).
import { and, eq, type SQL } from 'drizzle-orm';
import { products } from '#api/db/schema.ts';

/**
 * Only live artworks are public: approved and active (sold-out ones stay, shown as sold). Deleting a
 * vendor deactivates its artworks (admin-vendors.service.ts), so no join with vendors is needed and
 * the partial indexes answer counts with index-only scans.
 */
export const isPublic = and(eq(products.isApproved, true), eq(products.isActive, true)) as SQL;
