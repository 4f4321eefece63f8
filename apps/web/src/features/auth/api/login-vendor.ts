import type { Login, VendorSession } from '@art-market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type StoredVendor, saveLogin } from '../../../lib/session.ts';

export function loginVendor(credentials: Login): Promise<VendorSession> {
  return apiRequest<VendorSession>('/vendor/login', { method: 'POST', body: credentials });
}

export function useLoginVendor() {
  return useMutation({
    mutationFn: loginVendor,
    onSuccess: (session) => {
      const stored: StoredVendor = { ...session.vendor, vendorId: session.vendorId };
      saveLogin('vendor', session.token, stored);
    },
  });
}
