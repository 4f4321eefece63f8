import { discountShares, PaymentStatus, shippingMismatchMessage, toDollars } from '@art-market/domain/rules';
import type { VendorOrder } from '@art-market/domain/schemas';
import type { PaidVendorOrder, VendorOrderItemRow } from '#api/modules/orders/order-life.ts';
import type { NetPayable } from '#api/modules/payouts/net-payable.service.ts';

const sum = (items: VendorOrderItemRow[], pick: (item: VendorOrderItemRow) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

/** The "Vendor order" of the dashboard: cents summed per vendor order, answered in dollars. */
export function toVendorOrder(
  { vendorOrder, order }: PaidVendorOrder,
  items: VendorOrderItemRow[],
  refunded: ReadonlyMap<string, number>,
  net: NetPayable | undefined,
): VendorOrder {
  const address = order.shippingAddress;
  const totalCents = sum(items, (item) => item.totalCents);
  const commissionCents = sum(items, (item) => item.commissionCents);
  const shares = discountShares(items);
  return {
    orderId: vendorOrder.id,
    vendorOrderNumber: vendorOrder.vendorOrderNumber,
    orderNumber: order.orderNumber,
    customerName: `${address.firstName} ${address.lastName}`,
    productNames: items.map((item) => item.title).join(', '),
    amount: toDollars(sum(items, (item) => item.priceCents)),
    discount: toDollars(sum(items, (item) => item.discountCents)),
    tax: toDollars(sum(items, (item) => item.taxCents)),
    shippingCost: toDollars(sum(items, (item) => item.shippingCents)),
    totalPrice: toDollars(totalCents),
    commission: toDollars(commissionCents),
    earnings: toDollars(totalCents - commissionCents),
    commissionOnFullPrice: toDollars(shares.commissionOnFullPriceCents),
    discountPaidByPlatform: toDollars(shares.platformCents),
    discountPaidByYou: toDollars(shares.artistCents),
    status: vendorOrder.status,
    paymentStatus: order.paymentStatus,
    amountReceived: order.paymentStatus === PaymentStatus.Paid,
    shippingAddress: {
      name: `${address.firstName} ${address.lastName}`,
      phone: address.phone,
      address: address.address,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      country: address.country,
    },
    trackingNumber: vendorOrder.trackingNumber,
    shippingProvider: vendorOrder.shippingProvider,
    parentOrderStatus: order.status,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: vendorOrder.shippedAt?.toISOString() ?? null,
    deliveredAt: vendorOrder.deliveredAt?.toISOString() ?? null,
    refundedAmount: toDollars(sum(items, (item) => refunded.get(item.id) ?? 0)),
    earningDeductions: net?.refundDeductions ?? [],
    netEarnings: net?.netAmount ?? toDollars(totalCents - commissionCents),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: item.title,
      shippingOptionName: item.shippingOptionName,
      price: toDollars(item.priceCents),
      discount: toDollars(item.discountCents),
      tax: toDollars(item.taxCents),
      shippingCost: toDollars(item.shippingCents),
      commission: toDollars(item.commissionCents),
      total: toDollars(item.totalCents),
      earnings: toDollars(item.totalCents - item.commissionCents),
      shippingWarning: shippingMismatchMessage(item.shippingOptionName, item.countryOfOrigin, address.country),
      returned: item.returned && {
        ...item.returned,
        requestedAt: item.returned.requestedAt.toISOString(),
        receivedAt: item.returned.receivedAt?.toISOString() ?? null,
        inspectedAt: item.returned.inspectedAt?.toISOString() ?? null,
      },
    })),
  };
}
