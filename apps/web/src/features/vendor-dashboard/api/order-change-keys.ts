import { periodStatementQueryKey } from './get-period-statement.ts';
import { vendorEarningsQueryKey } from './get-vendor-earnings.ts';
import { vendorOrdersQueryKey } from './get-vendor-orders.ts';
import { vendorStatsQueryKey } from './get-vendor-stats.ts';

/**
 * What an order's update changes on the studio's page: the orders, the statistics cards, and the
 * money (a delivery moves an earning from awaiting delivery to pending payouts, and the statement).
 */
export const orderChangeQueryKeys = (vendorId: string) => [
  vendorOrdersQueryKey(vendorId),
  vendorStatsQueryKey(vendorId),
  vendorEarningsQueryKey(vendorId),
  periodStatementQueryKey(vendorId),
];
