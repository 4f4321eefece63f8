import type { CustomerRegistration } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export interface RegistrationResult {
  id: string;
  message: string;
}

export function registerCustomer(registration: CustomerRegistration): Promise<RegistrationResult> {
  return apiRequest<RegistrationResult>('/Customer/register', { method: 'POST', body: registration });
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}
