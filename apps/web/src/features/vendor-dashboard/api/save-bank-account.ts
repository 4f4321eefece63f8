import type { BankAccount, BankAccountChange } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { bankAccountsQueryKey } from './get-bank-accounts.ts';

/**
 * Adds a new account (POST) or updates an existing one (PUT); the server refuses to update the default.
 * Adding, or making an account the default, carries the current password (`currentPassword`).
 */
export function saveBankAccount(vendorId: string, fields: BankAccountChange, accountId?: string): Promise<BankAccount> {
  return accountId
    ? apiRequest<BankAccount>(`/vendordashboard/bank-accounts/${encodeURIComponent(accountId)}`, {
        method: 'PUT',
        body: fields,
        role: 'vendor',
      })
    : apiRequest<BankAccount>(`/vendordashboard/${encodeURIComponent(vendorId)}/bank-accounts`, {
        method: 'POST',
        body: fields,
        role: 'vendor',
      });
}

export function useSaveBankAccount(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, accountId }: { fields: BankAccountChange; accountId?: string | undefined }) =>
      saveBankAccount(vendorId, fields, accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey(vendorId) }),
  });
}
