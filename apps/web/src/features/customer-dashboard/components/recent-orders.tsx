import { CustomerDashboardMessages } from '@art-market/domain/copy';
import { RECENT_ORDERS_LIMIT } from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useOlderOrders } from '../api/get-older-orders.ts';
import { OrderCard } from './order-card.tsx';

export function RecentOrders({ orders }: { orders: readonly DashboardOrder[] }) {
  const [showOlder, setShowOlder] = useState(false);
  if (orders.length === 0) {
    return (
      <EmptyState title={CustomerDashboardMessages.emptyHistory}>
        <p className="text-muted">When you buy an artwork, its order and delivery status will appear here.</p>
        <ButtonLink to="/">Explore Products</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-line border-y border-line">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {orders.length === RECENT_ORDERS_LIMIT && !showOlder ? (
        <Button variant="secondary" className="self-start" onClick={() => setShowOlder(true)}>
          Show older orders
        </Button>
      ) : null}
      {showOlder ? <OlderOrders /> : null}
    </div>
  );
}

/** Orders past the newest 20, one server page at a time. */
function OlderOrders() {
  const older = useOlderOrders();
  if (older.isPending) return <Spinner label="Loading older orders…" />;
  if (older.isError) return <Alert>{errorMessage(older.error, CustomerDashboardMessages.fetchOrders)}</Alert>;
  const orders = older.data.pages.flat();
  return (
    <div className="flex flex-col gap-4">
      {orders.length === 0 ? <p className="text-muted">No older orders.</p> : null}
      <ul className="divide-y divide-line border-b border-line">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {older.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={older.isFetchingNextPage}
          onClick={() => void older.fetchNextPage()}
        >
          {older.isFetchingNextPage ? 'Loading…' : 'Show older orders'}
        </Button>
      ) : null}
    </div>
  );
}
