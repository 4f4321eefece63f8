import type { ManagedProduct } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** `review`: what awaits a decision, new artworks and changes to live ones (ADR 0024). */
export type ApprovalFilter = 'all' | 'approved' | 'pending' | 'review';
export type ActiveFilter = 'all' | 'active' | 'inactive';
export interface AdminProductFilters {
  approval: ApprovalFilter;
  active: ActiveFilter;
}

export const adminProductsQueryKey = ['admin-products'] as const;

/** Only chosen filters are sent; `_t` busts caches between reloads (docs/product/studio-and-console.md#console-products). */
export function getAdminProducts({ approval, active }: AdminProductFilters): Promise<ManagedProduct[]> {
  const params = new URLSearchParams();
  if (approval === 'review') params.set('awaitingReview', 'true');
  else if (approval !== 'all') params.set('isApproved', String(approval === 'approved'));
  if (active !== 'all') params.set('isActive', String(active === 'active'));
  params.set('_t', String(Date.now()));
  return apiRequest<ManagedProduct[]>(`/admin/dashboard/products?${params.toString()}`, { role: 'admin' });
}

export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery({ queryKey: [...adminProductsQueryKey, filters], queryFn: () => getAdminProducts(filters), staleTime: 0 });
}
