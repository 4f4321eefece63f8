import { AccountMessages, vendorRegistrationMessage } from '@art-market/domain/copy';
import { fieldErrorsOf, vendorImageProblem, vendorImageTooLarge } from '@art-market/domain/rules';
import { type VendorProfile, type VendorSummary, vendorRegistrationSchema } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { vendors } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { readImageFormat, removeStoredImage, type StoredImage, storeImage } from '#api/plugins/images.ts';
import type { FileFieldRule, UploadedFile } from '#api/plugins/multipart-form.ts';
import { emailExists } from './account.repository.ts';
import { issueVerification } from './email-verification.service.ts';
import { hashPassword } from './passwords.ts';
import { findVendorProfile } from './vendor-profile.ts';

export interface VendorRegistrationForm {
  fields: Record<string, string>;
  logo?: UploadedFile;
  banner?: UploadedFile;
}

const IMAGE_LABELS = { logo: 'Logo', banner: 'Banner' } as const;

/** The text fields alone, before any image is read: the same answer as a whole registration's. */
export function checkVendorRegistrationFields(fields: Record<string, string>): void {
  const parsed = vendorRegistrationSchema.safeParse(fields);
  if (parsed.success) return;
  const errors = fieldErrorsOf(parsed.error.issues);
  throw new Invalid(vendorRegistrationMessage(errors), errors);
}

/**
 * Every check runs before anything is stored, so a refused registration leaves no files or rows behind.
 * The new account is mailed its verification link with the insert; `emailVerifiedAt` (the demo's
 * accounts) mails nothing.
 */
export async function registerVendor(
  ctx: AppContext,
  form: VendorRegistrationForm,
  options: { emailVerifiedAt?: Date } = {},
): Promise<{ id: string }> {
  const parsed = vendorRegistrationSchema.safeParse(form.fields);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  for (const key of ['logo', 'banner'] as const) {
    const problem = await vendorImageFileProblem(form[key], IMAGE_LABELS[key]);
    if (problem) errors[key] = problem;
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new Invalid(vendorRegistrationMessage(errors), errors);
  }
  const input = parsed.data;
  if (await emailExists(ctx.db, 'vendor', input.email)) {
    throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
  }

  const passwordHash = await hashPassword(input.password);
  const stored: StoredImage[] = [];
  try {
    const logo = form.logo && (await storeImage(ctx.storage, form.logo.path));
    if (logo) stored.push(logo);
    const banner = form.banner && (await storeImage(ctx.storage, form.banner.path));
    if (banner) stored.push(banner);
    return await withTransaction(ctx, async (tx, after) => {
      const [row] = await tx
        .insert(vendors)
        .values({
          email: input.email,
          displayName: input.displayName,
          firstName: input.firstName,
          lastName: input.lastName,
          mobileNumber: input.mobilenumber,
          company: input.company,
          address1: input.address1,
          address2: input.address2,
          storeCity: input.storeCity,
          storeState: input.storeState,
          storeCountry: input.storeCountry,
          storePostCode: input.storePostCode,
          storeTaxNo: input.storeTaxNo,
          businessId: input.bussinessid,
          logoUrl: logo?.url ?? null,
          bannerUrl: banner?.url ?? null,
          passwordHash,
          emailVerifiedAt: options.emailVerifiedAt ?? null,
        })
        .returning({ id: vendors.id });
      if (!row) throw new Error('the vendor insert returned no row');
      if (!options.emailVerifiedAt) await issueVerification(ctx, tx, after, 'vendor', { id: row.id, email: input.email });
      return { id: row.id };
    });
  } catch (error) {
    await Promise.all(stored.map((image) => removeStoredImage(ctx.storage, image)));
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
}

/** A logo or banner file: an image by its content, at most 5 MB (registration and the profile). */
export async function vendorImageFileProblem(file: UploadedFile | undefined, label: string): Promise<string | undefined> {
  if (!file) return undefined;
  const isImage = (await readImageFormat(file.path)) !== undefined;
  return vendorImageProblem(label, { size: file.size, isImage });
}

/** The logo or banner file field of a multipart form: one image, its own message past the size limit. */
export const vendorImageField = (kind: keyof typeof IMAGE_LABELS): FileFieldRule => ({
  tooLarge: vendorImageTooLarge(IMAGE_LABELS[kind]),
});

/** What the studio keeps about the logged-in vendor (vendorData): a part of the profile. */
export async function getVendorSummary(ctx: AppContext, vendorId: string): Promise<VendorSummary> {
  const { id, displayName, firstName, lastName, email, logoUrl, bannerUrl } = await getVendorProfile(ctx, vendorId);
  return { id, displayName, firstName, lastName, email, logoUrl, bannerUrl };
}

export async function getVendorProfile(ctx: AppContext, vendorId: string): Promise<VendorProfile> {
  const profile = await findVendorProfile(ctx.db, vendorId);
  if (!profile) throw new NotFound(AccountMessages.vendorNotFound);
  return profile;
}
