import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/** SQL expressions of `g` (1 to count, 1 the newest) for the columns that vary between copies. */
export interface CopyShape {
  title?: string;
  description?: string;
  width?: string;
  height?: string;
  frameType?: string;
}

/**
 * `count` live copies of a live artwork (same vendor, category, price, images and shipping options) in one
 * set-based statement, so a test can hold more than CATALOG_COUNT_CAP artworks and stay fast. Copy g was
 * created g minutes before the original; `shape` varies title, size or frame with g.
 */
export async function copyArtwork(t: TestApp, productId: string, count: number, shape: CopyShape = {}): Promise<void> {
  const column = (expression: string | undefined, name: string) => sql.raw(expression ?? name);
  await t.database.db.execute(sql`
    with copies as (
      insert into products (vendor_id, title, artist_name, artist_type, category, subcategory, category_slug, subcategory_slug,
        description, artist_bio, medium, surface, style, year_created, width, height, frame_type, frame_details, price_cents,
        tax_cents, commission_basis_points, country_of_origin, is_active, is_approved, is_sold_out, created_at,
        ships_domestic, ships_international)
      select vendor_id, ${column(shape.title, 'title')}, artist_name, artist_type, category, subcategory, category_slug,
        subcategory_slug, ${column(shape.description, 'description')}, artist_bio, medium, surface, style, year_created,
        ${column(shape.width, 'width')}, ${column(shape.height, 'height')}, ${column(shape.frameType, 'frame_type')},
        frame_details, price_cents, tax_cents, commission_basis_points, country_of_origin, true, true, false,
        created_at - g * interval '1 minute',
        -- As the shipping options copied below make them, so the trigger has nothing to rewrite.
        ships_domestic, ships_international
      from products, generate_series(1, ${count}) g
      where id = ${productId}
      returning id
    ), images as (
      insert into product_images (product_id, url, width, height, is_primary, display_order)
      select copies.id, image.url, image.width, image.height, image.is_primary, image.display_order
      from copies, product_images image where image.product_id = ${productId}
    )
    insert into shipping_options (product_id, name, cost_cents, estimated_delivery_days)
    select copies.id, option.name, option.cost_cents, option.estimated_delivery_days
    from copies, shipping_options option where option.product_id = ${productId}`);
}
