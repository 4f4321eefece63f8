import { certificateProblem, imageCountProblem, UPLOAD_MAX_BYTES, UploadMessages } from '@art-market/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema.ts';
import { Invalid } from '../../errors.ts';
import { readImageFormat, removeStoredImage, storeImage } from '../../plugins/images.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';
import { attachImages, getVendorProduct } from './vendor-products.service.ts';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The certificate of authenticity: PDF, JPEG or PNG by content (and by name, as the form says),
 * at most 5 MB. Images are re-encoded without metadata; a PDF is stored as sent.
 */
export async function uploadCertificate(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  file: UploadedFile | undefined,
): Promise<{ certificateUrl: string }> {
  const product = await getVendorProduct(ctx, vendorId, productId);
  if (!file) throw new Invalid(UploadMessages.certificateMissing, { certificate: UploadMessages.certificateMissing });
  const problem =
    certificateProblem({ name: file.fileName, size: file.truncated ? UPLOAD_MAX_BYTES + 1 : file.content.length }) ??
    (await certificateContentProblem(file.content));
  if (problem) throw new Invalid(problem, { certificate: problem });

  const certificateUrl = file.content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
    ? await ctx.storage.put('uploads', `${ctx.storage.newBaseName()}.pdf`, file.content)
    : (await storeImage(ctx.storage, file.content, UploadMessages.certificateType)).url;
  await ctx.db
    .update(products)
    .set({ certificateUrl, hasCertificate: true, updatedAt: ctx.now() })
    .where(eq(products.id, product.id));
  if (product.certificateFileUrl) await ctx.storage.remove(product.certificateFileUrl);
  return { certificateUrl };
}

async function certificateContentProblem(content: Buffer): Promise<string | undefined> {
  if (content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return undefined;
  const format = await readImageFormat(content);
  return format === 'jpeg' || format === 'png' ? undefined : UploadMessages.certificateType;
}

/** Artwork images: 1 to 5 per product, each an image by content, at most 5 MB. Answers their URLs in order. */
export async function uploadProductImages(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  files: UploadedFile[],
): Promise<string[]> {
  const product = await getVendorProduct(ctx, vendorId, productId);
  const countProblem = imageCountProblem(files.length) ?? imageCountProblem(product.images.length + files.length);
  if (countProblem) throw new Invalid(countProblem, { images: countProblem });
  for (const file of files) {
    if (file.truncated)
      throw new Invalid(`${file.fileName}: ${UploadMessages.imageTooLarge}`, { images: UploadMessages.imageTooLarge });
    if (!(await readImageFormat(file.content))) {
      throw new Invalid(`${file.fileName}: ${UploadMessages.imagesOnly}`, { images: UploadMessages.imagesOnly });
    }
  }
  const stored = [];
  for (const file of files) stored.push(await storeImage(ctx.storage, file.content));
  try {
    await attachImages(ctx, product.id, stored);
  } catch (error) {
    await Promise.all(stored.map((image) => removeStoredImage(ctx.storage, image)));
    throw error;
  }
  return stored.map((image) => image.url);
}
