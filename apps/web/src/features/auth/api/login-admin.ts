import type { AdminSession, SecondStepAnswer } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { type StoredAdmin, saveLogin } from '#web/lib/session.ts';
import { type SignIn, signInPath } from './sign-in-code.ts';

export function loginAdmin(signIn: SignIn): Promise<AdminSession | SecondStepAnswer> {
  return apiRequest<AdminSession | SecondStepAnswer>(signInPath('/AdminAuth/login', signIn), { method: 'POST', body: signIn });
}

export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    // With two-factor authentication on, the password answers a second step, not a session yet.
    onSuccess: (session) => {
      if (!('token' in session)) return;
      const stored: StoredAdmin = { adminId: session.adminId, name: session.name };
      saveLogin('admin', session.token, stored);
    },
  });
}
