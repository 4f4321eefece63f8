import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { bankAccountsQueryKey } from './get-bank-accounts.ts';

export function deleteBankAccount(accountId: string): Promise<{ message: string }> {
  return apiRequest(`/vendordashboard/bank-accounts/${encodeURIComponent(accountId)}`, { method: 'DELETE', role: 'vendor' });
}

export function useDeleteBankAccount(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey(vendorId) }),
  });
}
