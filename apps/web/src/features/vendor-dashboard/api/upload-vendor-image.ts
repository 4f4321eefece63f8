import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { vendorProfileQueryKey } from './get-vendor-profile.ts';

export type StudioImageKind = 'logo' | 'banner';

/** Replaces the studio's logo or banner; the server checks the file is an image of at most 5 MB. */
export function uploadVendorImage(vendorId: string, kind: StudioImageKind, file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append(kind, file);
  return apiRequest<{ url: string }>(`/vendordashboard/profile/${encodeURIComponent(vendorId)}/${kind}`, {
    method: 'POST',
    body: form,
    role: 'vendor',
  });
}

export function useUploadVendorImage(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: StudioImageKind; file: File }) => uploadVendorImage(vendorId, kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProfileQueryKey(vendorId) }),
  });
}
