import { formatUsd } from '@art-market/domain';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useVendorStats, vendorStatsQueryKey } from '../api/get-vendor-stats.ts';

const ORDER_COLUMNS = ['Order ID', 'Customer', 'Product Name', 'Price', 'Total', 'Earnings', 'Status', 'Payment', 'Actions'];
const MONEY_COLUMNS = new Set(['Price', 'Total', 'Earnings']);

function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-sm border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-2 font-display text-3xl tabular-nums">{value}</dd>
    </div>
  );
}

function VendorStatsCards({ vendorId }: { vendorId: string }) {
  const stats = useVendorStats(vendorId);
  if (stats.isPending) return <TableSkeleton label="Loading statistics…" rows={2} />;
  if (stats.isError) {
    return <ErrorPanel message={errorMessage(stats.error, 'Failed to fetch stats')} onRetry={() => stats.refetch()} />;
  }
  const s = stats.data;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label="Artworks live" value={s.liveArtworks} />
      <StatCard label="Pending approval" value={s.pendingArtworks} />
      <StatCard label="Artworks sold" value={s.soldArtworks} />
      <StatCard label="Total earnings" value={formatUsd(s.totalEarnings)} />
      <StatCard label="Orders to ship" value={s.ordersToShip} />
    </dl>
  );
}

/** Dashboard tab: statistics, then the paid orders (orders do not exist yet, so the table shows its empty state). */
export function VendorOverviewTab({ vendorId }: { vendorId: string }) {
  const queryClient = useQueryClient();

  // Orders have no endpoint yet: refreshing reloads the statistics that count them.
  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: vendorStatsQueryKey(vendorId) });
    toast.success('Orders refreshed');
  }

  return (
    <div className="flex flex-col gap-8">
      <VendorStatsCards vendorId={vendorId} />
      <section aria-labelledby="paid-orders-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="paid-orders-heading" className="text-xl">
            Paid orders
          </h3>
          <Button variant="secondary" onClick={refresh}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh Orders
          </Button>
        </div>
        <DataTable
          caption="Paid orders"
          columns={ORDER_COLUMNS.map((header) => ({ header, numeric: MONEY_COLUMNS.has(header), cell: () => null }))}
          rows={[]}
          rowKey={() => ''}
          empty="No paid orders found. Paid orders will appear here."
        />
      </section>
    </div>
  );
}
