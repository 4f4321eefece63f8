import { FulfilmentMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useVendorAudience } from '../api/get-vendor-audience.ts';
import { useVendorOrders, vendorOrdersQueryKey } from '../api/get-vendor-orders.ts';
import { useVendorStats, vendorStatsQueryKey } from '../api/get-vendor-stats.ts';
import { orderChangeQueryKeys } from '../api/order-change-keys.ts';
import { VendorOrderDialog } from './vendor-order-dialog.tsx';
import { VendorOrdersTable } from './vendor-orders-table.tsx';

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
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <StatCard label="Artworks live" value={s.liveArtworks} />
      <StatCard label="Pending approval" value={s.pendingArtworks} />
      <StatCard label="Artworks sold" value={s.soldArtworks} />
      <StatCard label="Total earnings" value={formatUsd(s.totalEarnings)} />
      <StatCard label="Pending payouts" value={formatUsd(s.pendingPayouts)} />
      <StatCard label="Orders to ship" value={s.ordersToShip} />
      <FollowerCards />
    </dl>
  );
}

/** Each of the studio's artists with how many collectors follow them (never who). */
function FollowerCards() {
  const audience = useVendorAudience();
  return (
    <>
      {audience.data?.artists.map((artist) => (
        <StatCard
          key={artist.artistName}
          label={audience.data.artists.length > 1 ? `Followers of ${artist.artistName}` : 'Followers'}
          value={artist.followerCount}
        />
      ))}
    </>
  );
}

/** Orders refetch 1 s after an update (docs/product/studio-and-console.md#order-updates). */
const REFETCH_AFTER_UPDATE_MS = 1000;

function PaidOrders({ vendorId }: { vendorId: string }) {
  const queryClient = useQueryClient();
  const orders = useVendorOrders(vendorId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = orders.data?.find((order) => order.orderId === selectedId);
  if (orders.isPending) return <TableSkeleton label="Loading orders…" />;
  if (orders.isError) {
    return <ErrorPanel message={errorMessage(orders.error, FulfilmentMessages.fetchOrders)} onRetry={() => orders.refetch()} />;
  }
  return (
    <>
      <VendorOrdersTable orders={orders.data} onView={(order) => setSelectedId(order.orderId)} />
      {selected ? (
        <VendorOrderDialog
          order={selected}
          vendorId={vendorId}
          onClose={() => setSelectedId(null)}
          onSaved={() => scheduleRefetch()}
        />
      ) : null}
    </>
  );

  // The orders, the cards above them and the earnings figures show what the server now holds.
  function scheduleRefetch() {
    setTimeout(() => {
      for (const queryKey of orderChangeQueryKeys(vendorId)) void queryClient.invalidateQueries({ queryKey });
    }, REFETCH_AFTER_UPDATE_MS);
  }
}

/** Dashboard tab: statistics, then the paid orders with their details modal. */
export function VendorOverviewTab({ vendorId }: { vendorId: string }) {
  const queryClient = useQueryClient();

  // Really asks the server again (not only marks the data stale), then says how it went.
  async function refresh() {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: vendorOrdersQueryKey(vendorId) }),
      queryClient.invalidateQueries({ queryKey: vendorStatsQueryKey(vendorId) }),
    ]);
    if (queryClient.getQueryState(vendorOrdersQueryKey(vendorId))?.status === 'error')
      toast.error(FulfilmentMessages.fetchOrders);
    else toast.success(FulfilmentMessages.ordersRefreshed);
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
        <PaidOrders vendorId={vendorId} />
      </section>
    </div>
  );
}
