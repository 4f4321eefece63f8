import { type ManagedProduct, ProductMessages, type ProductSubmissionPayload } from '@art-market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';
import { vendorStatsQueryKey } from './get-vendor-stats.ts';

export interface AddProductRequest {
  vendorId: string;
  payload: ProductSubmissionPayload;
  images: readonly File[];
  certificate: File | null;
}

/**
 * Product creation runs in steps (vendor-and-admin section 4): create, then the certificate, then the
 * images in the chosen order (the first becomes primary). An upload failure is only logged: the
 * product exists and is reported created.
 */
export async function addProduct({ vendorId, payload, images, certificate }: AddProductRequest): Promise<ManagedProduct> {
  const product = await apiRequest<ManagedProduct | undefined>(`/vendordashboard/${encodeURIComponent(vendorId)}/products`, {
    method: 'POST',
    body: payload,
    role: 'vendor',
  });
  if (!product?.id) throw new Error(ProductMessages.noProductId);
  const productPath = `/vendordashboard/products/${encodeURIComponent(product.id)}`;
  if (certificate) {
    const form = new FormData();
    form.append('certificate', certificate);
    try {
      await apiRequest<{ certificateUrl: string }>(`${productPath}/certificate`, { method: 'POST', body: form, role: 'vendor' });
    } catch (error) {
      console.error('Certificate upload failed', error);
    }
  }
  if (images.length > 0) {
    const form = new FormData();
    for (const image of images) form.append('images', image);
    try {
      await apiRequest<string[]>(`${productPath}/images`, { method: 'POST', body: form, role: 'vendor' });
    } catch (error) {
      console.error('Image upload failed', error);
    }
  }
  return product;
}

export function useAddProduct(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorStatsQueryKey(vendorId) }),
      ]);
    },
  });
}
