import type { CustomerSession } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { saveLogin } from '#web/lib/session.ts';
import { type SignIn, signInPath } from './sign-in-code.ts';

export function loginCustomer(signIn: SignIn): Promise<CustomerSession> {
  return apiRequest<CustomerSession>(signInPath('/Customer/login', signIn), { method: 'POST', body: signIn });
}

export function useLoginCustomer() {
  return useMutation({
    mutationFn: loginCustomer,
    onSuccess: (session) => saveLogin('customer', session.token, session.customer),
  });
}
