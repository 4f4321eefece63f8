import type { PayoutStatement } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { PayoutStatement };

export const payoutStatementQueryKey = (vendorId: string, payoutId: string) =>
  ['vendor-payout-statement', vendorId, payoutId] as const;

export function payoutPath(vendorId: string, payoutId: string): string {
  return `/vendordashboard/payouts/${encodeURIComponent(vendorId)}/${encodeURIComponent(payoutId)}`;
}

export function getPayoutStatement(vendorId: string, payoutId: string): Promise<PayoutStatement> {
  return apiRequest<PayoutStatement>(payoutPath(vendorId, payoutId), { role: 'vendor' });
}

/** A payout never changes once made, so its statement is kept for the session. */
export function usePayoutStatement(vendorId: string, payoutId: string | null) {
  return useQuery({
    queryKey: payoutStatementQueryKey(vendorId, payoutId ?? ''),
    queryFn: () => getPayoutStatement(vendorId, payoutId ?? ''),
    enabled: payoutId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
