import { AccountMessages } from '@art-market/domain/copy';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Invalid, NotFound } from '#api/errors.ts';
import { removeStoredImage, storeImage } from '#api/plugins/images.ts';
import type { UploadedFile } from '#api/plugins/multipart-form.ts';
import { replaceVendorImageUrl } from './vendor.repository.ts';
import { vendorImageFileProblem } from './vendor-accounts.service.ts';

const LABELS = { logo: 'Logo', banner: 'Banner' } as const;

/**
 * Replaces the studio's logo or banner with an image checked by its content (the registration rule).
 * The old file goes only after the commit; the public artist pages show the new one at once.
 */
export async function replaceVendorImage(
  ctx: AppContext,
  vendorId: string,
  kind: 'logo' | 'banner',
  file: UploadedFile | undefined,
): Promise<{ url: string }> {
  const label = LABELS[kind];
  if (!file) throw new Invalid(`Please choose a ${kind} image`, { [kind]: `Please choose a ${kind} image` });
  const problem = await vendorImageFileProblem(file, label);
  if (problem) throw new Invalid(problem, { [kind]: problem });
  const stored = await storeImage(ctx.storage, file.path);
  try {
    await withTransaction(ctx, async (tx, after) => {
      const replaced = await replaceVendorImageUrl(tx, vendorId, kind, stored.url);
      if (replaced === undefined) throw new NotFound(AccountMessages.vendorNotFound);
      if (replaced) after.run(() => ctx.storage.remove(replaced));
      await after.publish({ type: 'studio.changed', vendorId });
    });
  } catch (error) {
    await removeStoredImage(ctx.storage, stored);
    throw error;
  }
  return { url: stored.url };
}
