import type { VendorProfile, VendorProfileUpdate } from '@art-market/domain/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { vendors } from '#api/db/schema.ts';

/** A vendor that was not deleted: deleted vendors keep their rows for past orders only. */
const openVendor = (vendorId: string) => and(eq(vendors.id, vendorId), isNull(vendors.deletedAt));

const profileColumns = {
  id: vendors.id,
  displayName: vendors.displayName,
  firstName: vendors.firstName,
  lastName: vendors.lastName,
  email: vendors.email,
  mobileNumber: vendors.mobileNumber,
  address1: vendors.address1,
  address2: vendors.address2,
  storeCity: vendors.storeCity,
  storeState: vendors.storeState,
  storeCountry: vendors.storeCountry,
  storePostCode: vendors.storePostCode,
  logoUrl: vendors.logoUrl,
  bannerUrl: vendors.bannerUrl,
  bio: vendors.bio,
  returnAddress: vendors.returnAddress,
  emailVerified: sql<boolean>`${vendors.emailVerifiedAt} is not null`,
};

export async function findVendorProfile(db: Database, vendorId: string): Promise<VendorProfile | undefined> {
  const [row] = await db.select(profileColumns).from(vendors).where(openVendor(vendorId)).limit(1);
  return row;
}

/** The profile fields a vendor edits; the e-mail goes through the accounts rule (changeAccountEmail). */
export type VendorProfileFields = Omit<VendorProfileUpdate, 'email' | 'currentPassword'>;

/** Fields left undefined stay as they are. */
export async function updateVendorProfileFields(db: Database, vendorId: string, fields: VendorProfileFields): Promise<void> {
  await db.update(vendors).set(fields).where(openVendor(vendorId));
}

/** Sets the logo or banner; answers the one it replaced, so its file can go once this commits. */
export async function replaceVendorImageUrl(
  db: Database,
  vendorId: string,
  kind: 'logo' | 'banner',
  url: string,
): Promise<string | null | undefined> {
  const column = kind === 'logo' ? vendors.logoUrl : vendors.bannerUrl;
  const [before] = await db.select({ url: column }).from(vendors).where(openVendor(vendorId)).for('update');
  if (!before) return undefined;
  await db
    .update(vendors)
    .set(kind === 'logo' ? { logoUrl: url } : { bannerUrl: url })
    .where(openVendor(vendorId));
  return before.url;
}
