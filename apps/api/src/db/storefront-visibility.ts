// Which artworks the storefront shows, the predicate of the public partial indexes: every module that reads
// artworks for the storefront (catalog, holds, carts, offers, the sitemap) uses this one definition.
import { and, eq, type SQL } from 'drizzle-orm';
import { products } from '#api/db/schema.ts';

/**
 * Only live artworks are public: approved and active (sold-out ones stay, shown as sold). Deleting a
 * vendor deactivates its artworks (workflows/vendor-standing.service.ts), so no join with vendors is needed and
 * the partial indexes answer counts with index-only scans.
 */
export const isPublic = and(eq(products.isApproved, true), eq(products.isActive, true)) as SQL;
