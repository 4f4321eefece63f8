import type { VendorRegistration } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RegistrationResult } from './register-customer.ts';

export interface VendorRegistrationRequest {
  fields: VendorRegistration;
  logo: File | null;
  banner: File | null;
}

/** Sent as a multipart form with the spec's field names (including `bussinessid`). */
export function registerVendor({ fields, logo, banner }: VendorRegistrationRequest): Promise<RegistrationResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo) form.append('logo', logo);
  if (banner) form.append('banner', banner);
  return apiRequest<RegistrationResult>('/vendor/register', { method: 'POST', body: form });
}

export function useRegisterVendor() {
  return useMutation({ mutationFn: registerVendor });
}
