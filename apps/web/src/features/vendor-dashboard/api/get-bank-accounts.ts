import type { BankAccount } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const bankAccountsQueryKey = (vendorId: string) => ['vendor-bank-accounts', vendorId] as const;

export function getBankAccounts(vendorId: string): Promise<BankAccount[]> {
  return apiRequest<BankAccount[]>(`/vendordashboard/${encodeURIComponent(vendorId)}/bank-accounts`, { role: 'vendor' });
}

export function useBankAccounts(vendorId: string) {
  return useQuery({ queryKey: bankAccountsQueryKey(vendorId), queryFn: () => getBankAccounts(vendorId) });
}
