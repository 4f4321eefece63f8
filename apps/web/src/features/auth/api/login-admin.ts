import type { AdminSession, Login } from '@art-market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type StoredAdmin, saveLogin } from '../../../lib/session.ts';

export function loginAdmin(credentials: Login): Promise<AdminSession> {
  return apiRequest<AdminSession>('/AdminAuth/login', { method: 'POST', body: credentials });
}

export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (session) => {
      const stored: StoredAdmin = { adminId: session.adminId, name: session.name };
      saveLogin('admin', session.token, stored);
    },
  });
}
