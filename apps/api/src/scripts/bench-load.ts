import { ARTIST_TYPES, matchingSlug, PRODUCT_CATEGORIES } from '@art-market/domain/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { renderComposition } from '#api/modules/demo/demo-images.ts';
import { storeImage } from '#api/plugins/images.ts';
import type { FileStorage } from '#api/plugins/storage.ts';

const ADJECTIVES = [
  'Quiet',
  'Golden',
  'Distant',
  'Crimson',
  'Silent',
  'Blue',
  'Wild',
  'Faded',
  'Bright',
  'Hidden',
  'Gentle',
  'Burning',
  'Misty',
  'Ancient',
  'Restless',
  'Velvet',
  'Broken',
  'Endless',
  'Hollow',
  'Sunlit',
  'Frozen',
  'Amber',
  'Scarlet',
  'Emerald',
  'Pale',
  'Midnight',
  'Wandering',
  'Still',
  'Shimmering',
  'Lonely',
  'Tender',
  'Stormy',
  'Silver',
  'Secret',
  'Evening',
  'Morning',
  'Dusty',
  'Radiant',
  'Salt',
  'Paper',
  'Iron',
  'Autumn',
  'Winter',
  'Spring',
  'Summer',
  'Coral',
  'Ivory',
  'Indigo',
  'Saffron',
  'Ochre',
];
const NOUNS = [
  'Garden',
  'Harbour',
  'River',
  'Forest',
  'Market',
  'Temple',
  'Horizon',
  'Monsoon',
  'Portrait',
  'Village',
  'Bridge',
  'Window',
  'Lantern',
  'Orchard',
  'Desert',
  'Lake',
  'Street',
  'Festival',
  'Mountain',
  'Meadow',
  'Courtyard',
  'Ghats',
  'Tide',
  'Bazaar',
  'Boat',
  'Field',
  'Dancer',
  'Tiger',
  'Elephant',
  'Peacock',
  'Lotus',
  'City',
  'Rooftop',
  'Station',
  'Shore',
  'Cliff',
  'Valley',
  'Palace',
  'Fountain',
  'Procession',
  'Canal',
  'Island',
  'Cathedral',
  'Pagoda',
  'Bamboo',
  'Crane',
  'Sunflower',
  'Vineyard',
  'Lighthouse',
  'Caravan',
];
export const FIRST_NAMES = [
  'Meera',
  'Arjun',
  'Lena',
  'Hiro',
  'Tara',
  'Kabir',
  'Ananya',
  'Ravi',
  'Sofia',
  'Daniel',
  'Aisha',
  'Marco',
  'Yuki',
  'Nadia',
  'Omar',
  'Priya',
  'Lucas',
  'Ines',
  'Vikram',
  'Chloe',
];
export const LAST_NAMES = [
  'Iyer',
  'Das',
  'Fischer',
  'Tanaka',
  'Joseph',
  'Sen',
  'Rao',
  'Menon',
  'Rossi',
  'Klein',
  'Khan',
  'Bianchi',
  'Sato',
  'Karim',
  'Haddad',
  'Nair',
  'Silva',
  'Moreau',
  'Reddy',
  'Dubois',
];
/** Appears in a handful of descriptions only: the "rare word" search. */
export const RARE_WORD = 'zephyrine';

/**
 * Loads `count` live artworks in a few set-based statements (INSERT ... SELECT over generate_series):
 * titles, artists, categories, prices and dates vary deterministically; images are a dozen real
 * files shared between rows.
 */
export async function loadArtworks(db: Database, storage: FileStorage, count: number): Promise<void> {
  const vendorCount = Math.max(5, Math.round(count / 500));
  await db.execute(sql`
    insert into vendors (email, display_name, first_name, last_name, mobile_number, address1, store_city, store_state, store_country, store_post_code, password_hash)
    select 'bench-vendor-' || g || '@example.com', 'Gallery ' || g, 'Owner', 'No. ' || g, '+911234567890', '1 Bench Road', 'Kochi', 'Kerala', 'India', '682001', 'not-a-login'
    from generate_series(1, ${vendorCount}) g`);

  const pairs = PRODUCT_CATEGORIES.flatMap((group) => group.items.map((item) => [group.name, item] as const));
  const categories = pairs.map(([category]) => category);
  const subcategories = pairs.map(([, item]) => item);
  const artistNames = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`));
  const pick = (list: string, index: string) => sql.raw(`(${list})[1 + (${index}) % array_length(${list}, 1)]`);
  await db.execute(sql`
    with params as (
      select ${sql.param(ADJECTIVES)}::text[] as adjectives, ${sql.param(NOUNS)}::text[] as nouns, ${sql.param(artistNames)}::text[] as artists,
             ${sql.param(categories)}::text[] as categories, ${sql.param(subcategories)}::text[] as subcategories,
             ${sql.param(categories.map(matchingSlug))}::text[] as category_slugs, ${sql.param(subcategories.map(matchingSlug))}::text[] as subcategory_slugs,
             ${sql.param([...ARTIST_TYPES])}::text[] as artist_types,
             (select array_agg(id order by created_at, id) from vendors) as vendor_ids
    )
    insert into products (vendor_id, title, artist_name, artist_type, category, subcategory, category_slug, subcategory_slug,
      description, medium, surface, style, year_created, width, height, frame_type, price_cents, tax_cents,
      commission_basis_points, country_of_origin, is_active, is_approved, is_sold_out, created_at, ships_domestic, ships_international)
    select vendor_ids[1 + g % array_length(vendor_ids, 1)],
      ${pick('adjectives', 'g')} || ' ' || ${pick('nouns', 'g / 50')} || ' ' || (g % 97),
      ${pick('artists', 'g / 7')},
      ${pick('artist_types', 'g / 11')},
      ${pick('categories', 'g')}, ${pick('subcategories', 'g')}, ${pick('category_slugs', 'g')}, ${pick('subcategory_slugs', 'g')},
      'An original work: ' || ${pick('nouns', 'g / 3')} || ' in layered colour, painted from life. '
        || case when g % 20000 = 7 then ${RARE_WORD} else '' end,
      'Acrylic on canvas', 'Canvas', 'Contemporary', 1990 + g % 35, 12 + g % 36, 12 + g % 48, 'Framed',
      5000 + abs(hashint4(g)) % 495000, (5000 + abs(hashint4(g)) % 495000) / 20,
      3000, 'India', true, g % 20 <> 0, g % 33 = 0, now() - g * interval '1 minute',
      -- Both options below, as the shipping_options trigger would record them: no second version of every row.
      true, true
    from generate_series(1, ${count}) g, params`);

  const images = [];
  for (let index = 0; index < 12; index++)
    images.push(await storeImage(storage, await renderComposition(index * 13 + 5, 640, 800)));
  await db.execute(sql`
    insert into product_images (product_id, url, width, height, is_primary, display_order)
    select id, (${sql.param(images.map((image) => image.url))}::text[])[1 + abs(hashtext(id::text)) % 12], 640, 800, true, 0 from products`);
  await db.execute(sql`
    insert into shipping_options (product_id, name, cost_cents, estimated_delivery_days)
    select id, 'ART ORIGIN Domestic Shipping', 2500, 6 from products
    union all
    select id, 'International', 9000, 14 from products`);
  // As autovacuum would: fresh statistics and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
}

/** The curated collection the bench reads (issue 29): published, featured, in a fixed order. */
export const BENCH_COLLECTION = { slug: 'bench-collection', artworks: 48 } as const;

/**
 * One published collection of BENCH_COLLECTION.artworks random artworks (some sold or off sale, as in life: the
 * storefront leaves those out when it reads), each at its own position.
 */
export async function loadCollection(db: Database): Promise<void> {
  await db.execute(sql`
    with created as (
      insert into collections (slug, title, description, is_published, is_featured)
      values (${BENCH_COLLECTION.slug}, 'Bench Collection', 'Hand-picked for the bench.', true, true)
      returning id
    )
    insert into collection_artworks (collection_id, product_id, position)
    select created.id, picked.id, (row_number() over ()) - 1
    from created, (select id from products order by random() limit ${BENCH_COLLECTION.artworks}) picked`);
}
