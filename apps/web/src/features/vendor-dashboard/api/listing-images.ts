import type { ManagedProduct } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';

const imagesPath = (productId: string) => `/vendordashboard/products/${encodeURIComponent(productId)}/images`;

/** Uploads one image; on a live artwork it joins the change waiting for review. Answers its URL. */
export async function uploadListingImage(productId: string, image: File): Promise<string> {
  const form = new FormData();
  form.append('images', image);
  const [url] = await apiRequest<string[]>(imagesPath(productId), { method: 'POST', body: form, role: 'vendor' });
  return url ?? '';
}

/** Takes an image off the listing (the server keeps the last one). */
export function removeListingImage(productId: string, url: string): Promise<ManagedProduct> {
  return apiRequest<ManagedProduct>(`${imagesPath(productId)}?url=${encodeURIComponent(url)}`, {
    method: 'DELETE',
    role: 'vendor',
  });
}

export function useListingImages(vendorId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) });
  return {
    upload: useMutation({
      mutationFn: ({ productId, image }: { productId: string; image: File }) => uploadListingImage(productId, image),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ productId, url }: { productId: string; url: string }) => removeListingImage(productId, url),
      onSettled: refresh,
    }),
  };
}
