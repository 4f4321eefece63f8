import type { CommissionSetting } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const vendorCommissionQueryKey = ['vendor-commission'] as const;

export function getVendorCommission(): Promise<CommissionSetting> {
  return apiRequest<CommissionSetting>('/vendordashboard/commission', { role: 'vendor' });
}

export function useVendorCommission() {
  return useQuery({ queryKey: vendorCommissionQueryKey, queryFn: getVendorCommission, retry: false });
}
