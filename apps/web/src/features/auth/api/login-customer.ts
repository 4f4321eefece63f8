import type { CustomerSession, Login } from '@art-market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveLogin } from '../../../lib/session.ts';

export function loginCustomer(credentials: Login): Promise<CustomerSession> {
  return apiRequest<CustomerSession>('/Customer/login', { method: 'POST', body: credentials });
}

export function useLoginCustomer() {
  return useMutation({
    mutationFn: loginCustomer,
    onSuccess: (session) => saveLogin('customer', session.token, session.customer),
  });
}
