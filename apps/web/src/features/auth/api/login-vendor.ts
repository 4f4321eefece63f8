import type { SecondStepAnswer, VendorSession } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { type StoredVendor, saveLogin } from '#web/lib/session.ts';
import { type SignIn, signInPath } from './sign-in-code.ts';

export function loginVendor(signIn: SignIn): Promise<VendorSession | SecondStepAnswer> {
  return apiRequest<VendorSession | SecondStepAnswer>(signInPath('/vendor/login', signIn), { method: 'POST', body: signIn });
}

export function useLoginVendor() {
  return useMutation({
    mutationFn: loginVendor,
    // With two-factor authentication on, the password answers a second step, not a session yet.
    onSuccess: (session) => {
      if (!('token' in session)) return;
      const stored: StoredVendor = { ...session.vendor, vendorId: session.vendorId };
      saveLogin('vendor', session.token, stored);
    },
  });
}
