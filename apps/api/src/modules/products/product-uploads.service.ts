import {
  certificateProblem,
  imageCountProblem,
  isEditableStatus,
  ProductMessages,
  UploadMessages,
} from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { readImageFormat, removeStoredImage, storeImage } from '#api/plugins/images.ts';
import { readUploadedFile, type UploadedFile } from '#api/plugins/multipart-form.ts';
import { isPlainPdf, looksLikePdf } from '#api/plugins/pdf-documents.ts';
import { addListingImages } from './listing-edits.service.ts';
import { lockProduct, updateProduct } from './product.repository.ts';
import { assertAwaitsApproval, getVendorProduct } from './vendor-products.service.ts';

/**
 * The certificate of authenticity: PDF, JPEG or PNG by content (and by name, as the form says),
 * at most 5 MB (the upload stops at the limit). Images are re-encoded without metadata and shown as
 * images; a PDF must be a plain one (`isPlainPdf`) and goes to its own area, served only as a
 * sandboxed download (ADR 0029).
 */
export async function uploadCertificate(
  ctx: AppContext,
  vendorId: string,
  productId: string,
  file: UploadedFile | undefined,
): Promise<{ certificateUrl: string }> {
  const product = await getVendorProduct(ctx, vendorId, productId);
  assertAwaitsApproval(product);
  if (!file) throw new Invalid(UploadMessages.certificateMissing, { certificate: UploadMessages.certificateMissing });
  const nameProblem = certificateProblem({ name: file.fileName, size: file.size });
  if (nameProblem) throw new Invalid(nameProblem, { certificate: nameProblem });

  const stored = await storeCertificate(ctx, file);
  let replaced: string | null;
  try {
    replaced = await withTransaction(ctx, async (tx) => {
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

async function storeCertificate(ctx: AppContext, file: UploadedFile) {
  const content = await readUploadedFile(file);
  if (looksLikePdf(content)) {
    const refusal = UploadMessages.certificatePdf;
    if (!isPlainPdf(content)) throw new Invalid(refusal, { certificate: refusal });
    const url = await ctx.storage.put('certificates', `${ctx.storage.newBaseName()}.pdf`, content);
    return { url, remove: () => ctx.storage.remove(url) };
  }
  const format = await readImageFormat(content);
  if (format !== 'jpeg' && format !== 'png') {
    throw new Invalid(UploadMessages.certificateType, { certificate: UploadMessages.certificateType });
  }
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
    if (!(await readImageFormat(file.path))) {
      throw new Invalid(`${file.fileName}: ${UploadMessages.imagesOnly}`, { images: UploadMessages.imagesOnly });
    }
  }
  const stored = [];
  for (const file of files) stored.push(await storeImage(ctx.storage, file.path));
  try {
    await addListingImages(ctx, product.id, stored);
  } catch (error) {
    await Promise.all(stored.map((image) => removeStoredImage(ctx.storage, image)));
    throw error;
  }
  return stored.map((image) => image.url);
}
