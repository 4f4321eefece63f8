/**
 * Bench seed for Medusa 2.21.2.
 *
 *   npx medusa exec ./src/scripts/seed.ts
 *
 * Creates (idempotently, so it can be re-run / resumed):
 *   - store currency USD, the single "Default Sales Channel" as store default
 *   - region "United States" (USD, country us) + tax region us
 *   - one stock location linked to the sales channel
 *   - a publishable API key linked to the sales channel
 *   - 6 active public product categories
 *   - 10,000 published products (1 option, 1 variant, 1 USD price), created with
 *     createProductsWorkflow in batches of 500, round-robin over the categories.
 *
 * Env: SEED_PRODUCTS (default 10000), SEED_BATCH (default 500).
 */
import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';

const TOTAL = parseInt(process.env.SEED_PRODUCTS || '10000', 10);
const BATCH = parseInt(process.env.SEED_BATCH || '500', 10);

const CATEGORIES = ['painting', 'drawing', 'photography', 'sculpture', 'print', 'digital'];

const WORDS_A = [
  'Monsoon',
  'Amber',
  'Quiet',
  'Northern',
  'Velvet',
  'Harbor',
  'Crimson',
  'Silent',
  'Golden',
  'Winter',
  'Cobalt',
  'Desert',
  'Midnight',
  'Coastal',
  'Faded',
  'Electric',
  'Autumn',
  'Hidden',
  'Morning',
  'Distant',
  'Ochre',
  'Saffron',
  'Lunar',
  'Urban',
  'Wild',
  'Paper',
  'Glass',
  'Iron',
  'Salt',
  'Cedar',
];
const WORDS_B = [
  'Study',
  'Garden',
  'Figure',
  'Landscape',
  'Portrait',
  'Horizon',
  'Window',
  'Composition',
  'Still Life',
  'River',
  'Bloom',
  'Fragment',
  'Echo',
  'Market',
  'Tide',
  'Field',
  'Interior',
  'Procession',
  'Reflection',
  'Nocturne',
  'Orchard',
  'Passage',
  'Harbour View',
  'Meadow',
  'Skyline',
];
const MEDIUM: Record<string, string[]> = {
  painting: ['oil on linen', 'acrylic on canvas', 'gouache on board', 'watercolour on cotton paper'],
  drawing: ['graphite on paper', 'charcoal on Fabriano', 'ink and wash', 'conté crayon'],
  photography: ['archival pigment print', 'silver gelatin print', 'C-type print', 'platinum print'],
  sculpture: ['cast bronze', 'carved walnut', 'glazed stoneware', 'welded steel'],
  print: ['screenprint', 'etching with aquatint', 'woodcut', 'lithograph'],
  digital: ['giclée of a digital painting', 'generative work on aluminium', 'digital collage', 'pixel study on dibond'],
};
const SENTENCES = [
  'The piece balances restrained colour with a loose, confident gesture that rewards a second look.',
  'Light falls across the surface in layers, giving the composition a slow, contemplative rhythm.',
  "Made in the artist's studio over several weeks, it is signed on the reverse and ships ready to hang.",
  'Subtle texture and an open edge keep the image alive, somewhere between observation and memory.',
  'It sits comfortably in a calm interior and holds its own beside bolder works on a gallery wall.',
  'Each edition is checked by hand; small variations in tone are part of the character of the work.',
  'A certificate of authenticity accompanies the work, together with notes on care and framing.',
];

// Small deterministic PRNG (mulberry32) so every run produces the same catalogue.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, arr: T[]) => arr[Math.floor(r() * arr.length)];

function slugify(s: string) {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function makeProduct(i: number, categoryIds: Record<string, string>, salesChannelId: string, shippingProfileId: string) {
  const r = rng(i * 7919 + 17);
  const cat = CATEGORIES[i % CATEGORIES.length];
  const title = `${pick(r, WORDS_A)} ${pick(r, WORDS_B)} ${i}`;
  const handle = slugify(title);
  const medium = pick(r, MEDIUM[cat]);
  let description = `${title} is a ${cat} work, ${medium}.`;
  const used = new Set<number>();
  while (description.length < 290) {
    let k = Math.floor(r() * SENTENCES.length);
    while (used.has(k)) k = (k + 1) % SENTENCES.length;
    used.add(k);
    description += ` ${SENTENCES[k]}`;
  }
  if (description.length > 320) {
    description = `${description.slice(0, 317).replace(/\s+\S*$/, '')}...`;
  }
  const price = 40 + Math.floor(r() * 96) * 25; // 40 .. 2415 USD
  return {
    title,
    handle,
    description,
    thumbnail: `https://example.com/img/${i}.jpg`,
    status: ProductStatus.PUBLISHED,
    shipping_profile_id: shippingProfileId,
    category_ids: [categoryIds[cat]],
    sales_channels: [{ id: salesChannelId }],
    options: [{ title: 'Format', values: ['Original'] }],
    variants: [
      {
        title: 'Original',
        sku: `ART-${String(i).padStart(5, '0')}`,
        manage_inventory: false,
        options: { Format: 'Original' },
        prices: [{ amount: price, currency_code: 'usd' }],
      },
    ],
    metadata: { bench_index: i },
  };
}

export default async function seedBench({ container }: ExecArgs) {
  const t0 = Date.now();
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const storeModule = container.resolve(Modules.STORE);
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL);
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT);

  // --- sales channel (reuse the default one created by Medusa on boot) -------
  let [salesChannel] = await salesChannelModule.listSalesChannels({
    name: 'Default Sales Channel',
  });
  if (!salesChannel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: 'Default Sales Channel' }] },
    });
    salesChannel = result[0];
  }
  logger.info(`sales channel: ${salesChannel.id}`);

  // --- store: USD + default sales channel -----------------------------------
  const [store] = await storeModule.listStores();
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_currencies: [{ currency_code: 'usd', is_default: true }],
        default_sales_channel_id: salesChannel.id,
      },
    },
  });

  // --- region ----------------------------------------------------------------
  const { data: regions } = await query.graph({
    entity: 'region',
    fields: ['id', 'name'],
    filters: { name: 'United States' },
  });
  let region: { id: string } = regions[0];
  if (!region) {
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name: 'United States',
            currency_code: 'usd',
            countries: ['us'],
            payment_providers: ['pp_system_default'],
          },
        ],
      },
    });
    region = result[0];
    await createTaxRegionsWorkflow(container).run({
      input: [{ country_code: 'us', provider_id: 'tp_system' }],
    });
  }
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { default_region_id: region.id } },
  });
  logger.info(`region: ${region.id}`);

  // --- stock location --------------------------------------------------------
  const { data: locs } = await query.graph({
    entity: 'stock_location',
    fields: ['id'],
    filters: { name: 'Bench Warehouse' },
  });
  if (!locs.length) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: 'Bench Warehouse',
            address: { city: 'New York', country_code: 'US', address_1: '' },
          },
        ],
      },
    });
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: result[0].id, add: [salesChannel.id] },
    });
  }

  // --- shipping profile ------------------------------------------------------
  let [shippingProfile] = await fulfillmentModule.listShippingProfiles({
    type: 'default',
  });
  if (!shippingProfile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: 'Default Shipping Profile', type: 'default' }] },
    });
    shippingProfile = result[0];
  }

  // --- publishable API key ---------------------------------------------------
  const { data: keys } = await query.graph({
    entity: 'api_key',
    fields: ['id', 'token'],
    filters: { type: 'publishable', title: 'Bench Storefront' },
  });
  let apiKey: { id: string; token: string } = keys[0];
  if (!apiKey) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: {
        api_keys: [{ title: 'Bench Storefront', type: 'publishable', created_by: '' }],
      },
    });
    apiKey = result[0];
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: apiKey.id, add: [salesChannel.id] },
    });
  }
  logger.info(`publishable key: ${apiKey.token}`);

  // --- categories ------------------------------------------------------------
  const { data: existingCats } = await query.graph({
    entity: 'product_category',
    fields: ['id', 'handle'],
    filters: { handle: CATEGORIES },
  });
  const categoryIds: Record<string, string> = {};
  for (const c of existingCats) categoryIds[c.handle] = c.id;
  const missing = CATEGORIES.filter((c) => !categoryIds[c]);
  if (missing.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missing.map((c, _idx) => ({
          name: c[0].toUpperCase() + c.slice(1),
          handle: c,
          is_active: true,
          is_internal: false,
          rank: CATEGORIES.indexOf(c),
        })),
      },
    });
    for (const c of result) categoryIds[c.handle] = c.id;
  }
  logger.info(`categories: ${JSON.stringify(categoryIds)}`);

  // --- products (resumable: skip indexes whose handle already exists) --------
  const wanted: number[] = [];
  const all = Array.from({ length: TOTAL }, (_, k) => k + 1);
  const existingHandles = new Set<string>();
  for (let off = 0; ; off += 5000) {
    const { data } = await query.graph({
      entity: 'product',
      fields: ['handle'],
      pagination: { skip: off, take: 5000 },
    });
    for (const product of data as { handle: string }[]) existingHandles.add(product.handle);
    if (data.length < 5000) break;
  }
  for (const i of all) {
    const p = makeProduct(i, categoryIds, salesChannel.id, shippingProfile.id);
    if (!existingHandles.has(p.handle)) wanted.push(i);
  }
  logger.info(`products: ${existingHandles.size} exist, ${wanted.length} to create`);

  const tp = Date.now();
  for (let b = 0; b < wanted.length; b += BATCH) {
    const idx = wanted.slice(b, b + BATCH);
    const tb = Date.now();
    await createProductsWorkflow(container).run({
      input: {
        products: idx.map((i) => makeProduct(i, categoryIds, salesChannel.id, shippingProfile.id)),
      },
    });
    logger.info(
      `batch ${b / BATCH + 1}/${Math.ceil(wanted.length / BATCH)}: ${idx.length} products in ${((Date.now() - tb) / 1000).toFixed(1)}s`,
    );
  }
  logger.info(
    `products created in ${((Date.now() - tp) / 1000).toFixed(1)}s; seed total ${((Date.now() - t0) / 1000).toFixed(1)}s`,
  );
  logger.info(`PUBLISHABLE_KEY=${apiKey.token}`);
}
