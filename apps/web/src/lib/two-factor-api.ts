import type { SecondFactorRole } from '@art-market/domain/rules';
import type { RecoveryCodes, TwoFactorDisable, TwoFactorEnrolment, TwoFactorStatus } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Two-factor authentication of the signed-in vendor or admin (docs/product/accounts.md#second-factor). */
const PREFIXES: Record<SecondFactorRole, string> = { vendor: '/vendor/two-factor', admin: '/AdminAuth/two-factor' };

export const twoFactorStatusKey = (role: SecondFactorRole) => ['two-factor', role] as const;

export function useTwoFactorStatus(role: SecondFactorRole) {
  return useQuery({
    queryKey: twoFactorStatusKey(role),
    queryFn: () => apiRequest<TwoFactorStatus>(PREFIXES[role], { role }),
  });
}

export function useStartEnrolment(role: SecondFactorRole) {
  return useMutation({
    mutationFn: () => apiRequest<TwoFactorEnrolment>(`${PREFIXES[role]}/enrolment`, { method: 'POST', role }),
  });
}

export function useConfirmEnrolment(role: SecondFactorRole) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>(`${PREFIXES[role]}/confirm`, { method: 'POST', role, body: { code } }),
  });
}

export function useTurnOffTwoFactor(role: SecondFactorRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisable) =>
      apiRequest<{ message: string }>(`${PREFIXES[role]}/disable`, { method: 'POST', role, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey(role) }),
  });
}
