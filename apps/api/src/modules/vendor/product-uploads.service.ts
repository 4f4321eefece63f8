import {
  certificateProblem,
  imageCountProblem,
  isEditableStatus,
  ProductMessages,
  UPLOAD_MAX_BYTES,
  UploadMessages,
} from '@art-market/domain/rules';
import type { AppContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { readImageFormat, removeStoredImage, storeImage } from '../../plugins/images.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';
import { lockProduct, updateProduct } from '../products/products.ts';
import { addListingImages } from './listing-edits.service.ts';
import { assertAwaitsApproval, getVendorProduct } from './vendor-products.service.ts';

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
  assertAwaitsApproval(product);
  if (!file) throw new Invalid('Please choose a certificate file', { certificate: 'Please choose a certificate file' });
  const problem =
    certificateProblem({ name: file.fileName, size: file.truncated ? UPLOAD_MAX_BYTES + 1 : file.content.length }) ??
    (await certificateContentProblem(file.content));
  if (problem) throw new Invalid(problem, { certificate: problem });

  const stored = file.content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
    ? await storePdf(ctx, file.content)
    : await storeCertificateImage(ctx, file.content);
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      // Locked, so the artwork cannot be approved meanwhile and two uploads each replace the one before.
      const current = await lockProduct(tx, product.id);
      if (!current) throw new NotFound(ProductMessages.notFound);
      assertAwaitsApproval(current);
      await updateProduct(tx, product.id, { certificateUrl: stored.url, hasCertificate: true }, ctx.now());
      return current.certificateUrl;
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
  if (replaced) await ctx.storage.remove(replaced);
  return { certificateUrl: stored.url };
}

async function certificateContentProblem(content: Buffer): Promise<string | undefined> {
  if (content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return undefined;
  const format = await readImageFormat(content);
  return format === 'jpeg' || format === 'png' ? undefined : UploadMessages.certificateType;
}

async function storePdf(ctx: AppContext, content: Buffer) {
  const url = await ctx.storage.put('uploads', `${ctx.storage.newBaseName()}.pdf`, content);
  return { url, remove: () => ctx.storage.remove(url) };
}

async function storeCertificateImage(ctx: AppContext, content: Buffer) {
  const image = await storeImage(ctx.storage, content, UploadMessages.certificateType);
  return { url: image.url, remove: () => removeStoredImage(ctx.storage, image) };
}

/**
 * Artwork images: 1 to 5 per product, each an image by content, at most 5 MB. Answers their URLs in
 * order. On a live artwork they join its waiting revision (ADR 0024).
 */
export async function uploadProductImages(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  files: UploadedFile[],
): Promise<string[]> {
  const product = await getVendorProduct(ctx, vendorId, productId);
  if (!isEditableStatus(product.status)) throw new Conflict(ProductMessages.notEditable);
  // A first answer before any image work; addListingImages checks the count again under the row lock.
  const existing = product.revision?.images.length ?? product.images.length;
  const countProblem = imageCountProblem(files.length) ?? imageCountProblem(existing + files.length);
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
    await addListingImages(ctx, product.id, stored);
  } catch (error) {
    await Promise.all(stored.map((image) => removeStoredImage(ctx.storage, image)));
    throw error;
  }
  return stored.map((image) => image.url);
}
