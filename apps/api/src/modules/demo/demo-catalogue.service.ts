import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DOMESTIC_SHIPPING_NAME,
  INTERNATIONAL_SHIPPING_NAME,
  NEW_PAYOUT_ACCOUNT_HOLD_HOURS,
  PRODUCT_CATEGORIES,
  toCents,
} from '@art-market/domain/rules';
import { bankAccountChangeSchema, productSubmissionSchema } from '@art-market/domain/schemas';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '#api/context.ts';
import { products, vendors } from '#api/db/schema.ts';
import { escapeHtml } from '#api/html.ts';
import { registerCustomer } from '#api/modules/accounts/customer-accounts.service.ts';
import { registerVendor } from '#api/modules/accounts/vendor-accounts.service.ts';
import { readCommissionRate } from '#api/modules/ledger/global-commission.service.ts';
import { addBankAccount } from '#api/modules/payouts/bank-accounts.service.ts';
import { addListingImages } from '#api/modules/products/listing-edits.service.ts';
import { uploadCertificate } from '#api/modules/products/product-uploads.service.ts';
import { createProduct } from '#api/modules/products/vendor-products.service.ts';
import { storeImage } from '#api/plugins/images.ts';
import { demoPassword, readOrCreateDemoAccounts } from './demo-accounts.ts';
import { DEMO_ARTIST_OF_TITLE, DEMO_ARTISTS, demoArtworkFacts, demoBio } from './demo-artwork-facts.ts';
import { DEMO_CUSTOMER, DEMO_PRICES, DEMO_TITLES, DEMO_VENDORS } from './demo-artworks.ts';
import { renderComposition } from './demo-images.ts';

/** Portrait, landscape and square canvases, so the storefront's grid shows real aspect ratios. */
const FORMATS = [
  { width: 800, height: 1000, inches: [24, 30] },
  { width: 1000, height: 700, inches: [36, 25] },
  { width: 900, height: 900, inches: [30, 30] },
  { width: 700, height: 1050, inches: [20, 30] },
] as const;
/** The demo galleries' bank accounts are dated a day past the hold on new accounts. */
const DEMO_ACCOUNT_AGE_MS = (NEW_PAYOUT_ACCOUNT_HOLD_HOURS + 24) * 60 * 60 * 1000;
const SOLD_EVERY = 17;
const CERTIFICATE_EVERY = 3;

export async function isCatalogueEmpty(ctx: AppContext): Promise<boolean> {
  const [vendorCount, productCount] = await Promise.all([ctx.db.$count(vendors), ctx.db.$count(products)]);
  return vendorCount === 0 && productCount === 0;
}

/**
 * Fills an empty database with a living gallery: three vendors (one per artist type), a customer,
 * and two approved artworks for every navigation item, each with 2-3 generated images. Goes through
 * the same services as the studio, so the demo obeys every rule real listings do. The logins get
 * the installation's generated passwords (DATA_DIR/demo-accounts.txt), shown once, in the answer.
 */
export async function seedDemoCatalogue(ctx: AppContext): Promise<string[]> {
  const demo = readOrCreateDemoAccounts(ctx.config.DATA_DIR);
  // The demo's addresses are ours: verified from the start, so the demo can pay by bank transfer (ADR 0030).
  const verified = { emailVerifiedAt: ctx.now() };
  await registerCustomer(ctx, { ...DEMO_CUSTOMER, passwordHash: demoPassword(demo, DEMO_CUSTOMER.email) }, verified);
  const vendorIds: string[] = [];
  for (const vendor of DEMO_VENDORS) {
    const { id } = await registerVendor(
      ctx,
      {
        fields: {
          displayName: vendor.displayName,
          firstName: vendor.firstName,
          lastName: vendor.lastName,
          email: vendor.email,
          password: demoPassword(demo, vendor.email),
          mobilenumber: vendor.mobileNumber,
          address1: vendor.address1,
          storeCity: vendor.storeCity,
          storeState: vendor.storeState,
          storeCountry: 'India',
          storePostCode: vendor.storePostCode,
        },
      },
      verified,
    );
    // A vendor is paid only to an active bank account: each demo gallery has one, so payouts can be tried.
    // It is added as the vendor would (with the password), dated before the 72-hour hold on new accounts
    // (ADR 0029), so the demo can be paid at once. Seeding is not a change by the vendor: no "payout
    // account changed" mail goes to the demo galleries.
    await addBankAccount(
      { ...ctx, now: () => new Date(ctx.now().getTime() - DEMO_ACCOUNT_AGE_MS) },
      id,
      bankAccountChangeSchema.parse({
        accountHolderName: `${vendor.firstName} ${vendor.lastName}`,
        bankName: 'Demo Bank',
        accountNumber: `0000${vendor.mobileNumber.slice(-8)}`,
        ifscCode: 'DEMO0000001',
        bankAddress: `${vendor.storeCity}, India`,
        currentPassword: demoPassword(demo, vendor.email),
      }),
      { announce: false },
    );
    vendorIds.push(id);
  }

  const items = PRODUCT_CATEGORIES.flatMap((group) => group.items.map((item) => ({ category: group.name, item })));
  const plans = items.flatMap(
    ({ category, item }, itemIndex) =>
      DEMO_TITLES[item]?.map((title, copy) => ({ category, item, title, index: itemIndex * 2 + copy })) ?? [],
  );
  const rate = await readCommissionRate(ctx.db);
  for (let start = 0; start < plans.length; start += 4) {
    await Promise.all(plans.slice(start, start + 4).map((plan) => seedArtwork(ctx, vendorIds, plan, rate)));
  }
  return [
    `Demo catalogue loaded: ${plans.length} artworks by ${DEMO_VENDORS.length} galleries.`,
    `Demo customer: ${DEMO_CUSTOMER.email} / ${demoPassword(demo, DEMO_CUSTOMER.email)}`,
    ...DEMO_VENDORS.map((vendor) => `Demo vendor: ${vendor.email} / ${demoPassword(demo, vendor.email)}`),
  ];
}

async function seedArtwork(
  ctx: AppContext,
  vendorIds: string[],
  plan: { category: string; item: string; title: string; index: number },
  rate: number,
): Promise<void> {
  const { index } = plan;
  const vendor = DEMO_VENDORS[index % DEMO_VENDORS.length] as (typeof DEMO_VENDORS)[number];
  const vendorId = vendorIds[index % DEMO_VENDORS.length] as string;
  const artist =
    DEMO_ARTIST_OF_TITLE[plan.title] ??
    (vendor.artists[Math.floor(index / DEMO_VENDORS.length) % vendor.artists.length] as string);
  const framed = index % 2 === 0;
  const facts = demoArtworkFacts({ title: plan.title, category: plan.category, item: plan.item, framed });
  const format = FORMATS[index % FORMATS.length] as (typeof FORMATS)[number];
  const price = DEMO_PRICES[(index * 7) % DEMO_PRICES.length] as number;
  const product = await createProduct(
    ctx,
    vendorId,
    productSubmissionSchema.parse({
      Title: plan.title,
      ArtistName: artist,
      ArtistType: vendor.artistType,
      Category: plan.category,
      Subcategory: plan.item,
      Description: facts.description,
      ArtistBio: demoBio(artist),
      Medium: facts.medium,
      Surface: facts.surface,
      Style: facts.style,
      YearCreated: 2015 + (index % 10),
      Width: format.inches[0],
      Height: format.inches[1],
      FrameType: framed ? 'Framed' : 'Unframed',
      FrameDetails: framed ? 'Solid teak frame, 1.5 inch moulding' : '',
      Price: price,
      TaxAmount: toCents(price * 0.05) / 100,
      CountryOfOrigin: DEMO_ARTISTS[artist]?.country,
      HasCertificateOfAuthenticity: index % CERTIFICATE_EVERY === 0,
      CertificateDetails: index % CERTIFICATE_EVERY === 0 ? `Signed certificate from ${vendor.displayName}` : '',
      ShippingOptions: [
        { Name: DOMESTIC_SHIPPING_NAME, Cost: 25 + (index % 4) * 10, EstimatedDeliveryTime: 5 + (index % 3) },
        ...(index % 3 === 2
          ? []
          : [{ Name: INTERNATIONAL_SHIPPING_NAME, Cost: 90 + (index % 5) * 15, EstimatedDeliveryTime: 12 + (index % 3) }]),
      ],
    }),
  );

  const imageCount = 2 + (index % 2);
  const images = [];
  for (let view = 0; view < imageCount; view++) {
    const content = await renderComposition(index * 31 + view * 7 + 1, format.width, format.height);
    images.push(await storeImage(ctx.storage, content));
  }
  await addListingImages(ctx, product.id, images);
  if (index % CERTIFICATE_EVERY === 0) {
    const certificate = await certificateImage(plan.title, artist);
    // Uploads arrive as temporary files; the demo's certificate takes the same path.
    const directory = await mkdtemp(path.join(tmpdir(), 'art-market-demo-'));
    try {
      const file = path.join(directory, 'certificate.png');
      await writeFile(file, certificate);
      await uploadCertificate(ctx, vendorId, product.id, {
        fieldName: 'certificate',
        fileName: 'certificate.png',
        path: file,
        size: certificate.length,
      });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
  // Listed over the past weeks, newest first; approved at the global rate; a few already sold.
  await ctx.db
    .update(products)
    .set({
      isApproved: true,
      commissionBasisPoints: rate,
      isSoldOut: index % SOLD_EVERY === SOLD_EVERY - 1,
      createdAt: sql`now() - make_interval(hours => ${index * 9})`,
      firstApprovedAt: sql`now() - make_interval(hours => ${index * 9})`,
    })
    .where(eq(products.id, product.id));
}

function certificateImage(title: string, artist: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">
<rect width="100%" height="100%" fill="#fbf8f1"/><rect x="30" y="30" width="940" height="640" fill="none" stroke="#8a6d3b" stroke-width="6"/>
<text x="500" y="170" font-family="serif" font-size="54" text-anchor="middle" fill="#3b2f1e">Certificate of Authenticity</text>
<text x="500" y="320" font-family="serif" font-size="40" text-anchor="middle" fill="#3b2f1e">${escapeHtml(title)}</text>
<text x="500" y="400" font-family="serif" font-size="30" text-anchor="middle" fill="#5c4a32">an original work by ${escapeHtml(artist)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
