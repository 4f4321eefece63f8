import { AdminCustomerMessages } from '@art-market/domain/copy';
import { calendarRangeBounds, toDollars } from '@art-market/domain/rules';
import type { AdminCustomer, AdminCustomerRow, AdminCustomersQuery } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { pageWindow } from '#api/db/page-window.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { countCustomers, findCustomerSummary, findCustomersPage, findRecentOrdersOf } from './admin-customers.repository.ts';

type CustomerRecord = Awaited<ReturnType<typeof findCustomersPage>>[number];

function toCustomerRow(row: CustomerRecord): AdminCustomerRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    totalOrders: row.totalOrders,
    // bigint arrives as text from both drivers.
    totalSpent: toDollars(Number(row.spentCents)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of customers, newest first by default; a search term matches name or e-mail, ignoring case. */
export async function listAdminCustomers(
  ctx: AppContext,
  query: AdminCustomersQuery,
): Promise<{ rows: AdminCustomerRow[]; total: number }> {
  const filter = { ...calendarRangeBounds(query), searchTerm: query.searchTerm || undefined };
  const [rows, total] = await Promise.all([
    findCustomersPage(ctx.db, filter, query.sort, pageWindow(query)),
    countCustomers(ctx.db, filter),
  ]);
  return { rows: rows.map(toCustomerRow), total };
}

/** One customer with order counts (completed means delivered), money spent on paid orders, and the newest orders. */
export async function getAdminCustomer(ctx: AppContext, customerId: string): Promise<AdminCustomer> {
  const summary = isUuid(customerId) ? await findCustomerSummary(ctx.db, customerId) : undefined;
  if (!summary) throw new NotFound(AdminCustomerMessages.customerNotFound);
  const recent = await findRecentOrdersOf(ctx.db, customerId);
  return {
    ...toCustomerRow(summary),
    completedOrders: summary.completedOrders,
    cancelledOrders: summary.cancelledOrders,
    recentOrders: recent.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      itemCount: order.itemCount,
      totalAmount: toDollars(order.totalCents),
      status: order.status,
      paymentStatus: order.paymentStatus,
    })),
  };
}
