import { ProductMessages } from '@art-market/domain/rules';
import { listingEditOfSubmission, type ManagedProduct, type ProductSubmissionPayload } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#web/lib/api-client.ts';
import { editListing } from './edit-listing.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';
import { vendorStatsQueryKey } from './get-vendor-stats.ts';
import { uploadListingImage } from './listing-images.ts';

/** An artwork already created by an earlier press of Add product, with the files that reached it. */
export interface SavedListing {
  product: ManagedProduct;
  uploadedImages: readonly File[];
  uploadedCertificate: File | null;
}

export interface UploadFailure {
  fileName: string;
  message: string;
}

export interface AddProductRequest {
  vendorId: string;
  payload: ProductSubmissionPayload;
  images: readonly File[];
  certificate: File | null;
  /** Set when retrying: the artwork is updated, not created twice, and only the missing files go. */
  saved?: SavedListing | null;
}

export interface AddProductResult extends SavedListing {
  /** Each file that did not upload and why; empty when everything arrived. */
  failures: UploadFailure[];
}

const UPLOAD_FAILED = 'Upload failed';

/** The server's message names the file already ("a.png: ..."); say it once. */
function failureOf(file: File, error: unknown): UploadFailure {
  const message = errorMessage(error, UPLOAD_FAILED);
  const prefix = `${file.name}: `;
  return { fileName: file.name, message: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}

function createProduct(vendorId: string, payload: ProductSubmissionPayload) {
  return apiRequest<ManagedProduct | undefined>(`/vendordashboard/${encodeURIComponent(vendorId)}/products`, {
    method: 'POST',
    body: payload,
    role: 'vendor',
  });
}

/**
 * Product creation runs in steps (docs/product/studio-and-console.md#add-new-product): create, then the certificate, then the
 * images one by one in the chosen order (the first becomes primary). A file that fails is reported
 * with its reason rather than dropped, so the form can keep everything and send just that file again.
 */
export async function addProduct({
  vendorId,
  payload,
  images,
  certificate,
  saved,
}: AddProductRequest): Promise<AddProductResult> {
  const product = saved
    ? await editListing(saved.product.id, listingEditOfSubmission(payload))
    : await createProduct(vendorId, payload);
  if (!product?.id) throw new Error(ProductMessages.noProductId);
  const productPath = `/vendordashboard/products/${encodeURIComponent(product.id)}`;
  const failures: UploadFailure[] = [];
  let uploadedCertificate = saved?.uploadedCertificate ?? null;
  if (certificate && certificate !== uploadedCertificate) {
    const form = new FormData();
    form.append('certificate', certificate);
    try {
      await apiRequest<{ certificateUrl: string }>(`${productPath}/certificate`, { method: 'POST', body: form, role: 'vendor' });
      uploadedCertificate = certificate;
    } catch (error) {
      failures.push(failureOf(certificate, error));
    }
  }
  const uploadedImages = [...(saved?.uploadedImages ?? [])];
  for (const image of images) {
    if (uploadedImages.includes(image)) continue;
    try {
      await uploadListingImage(product.id, image);
      uploadedImages.push(image);
    } catch (error) {
      failures.push(failureOf(image, error));
    }
  }
  return { product, uploadedImages, uploadedCertificate, failures };
}

export function useAddProduct(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorStatsQueryKey(vendorId) }),
      ]);
    },
  });
}
