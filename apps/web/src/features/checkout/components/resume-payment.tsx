import { OrderStatus, PaymentStatus, toCents, toDollars } from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { useEffect, useState } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { storeCurrentOrderId } from '#web/lib/purchase-storage.ts';
import { useCheckoutOrder } from '../api/get-checkout-order.ts';
import { CheckoutLayout } from './checkout-layout.tsx';
import { OrderSummary, type SummaryLine } from './order-summary.tsx';
import type { CheckoutMethod } from './payment-choice.ts';
import { PaymentMethods } from './payment-methods.tsx';

/** The order's lines as the summary lists them (the cart is empty by now: the order took them). */
const summaryLinesOf = (order: OrderView): SummaryLine[] =>
  order.orderItems.map((item) => ({
    id: item.id,
    productId: item.productId,
    title: item.product.title,
    imageUrl: item.product.imageUrl,
    // The order's unit price includes its tax (ADR 0045), as a cart line's total price does.
    price: toDollars(toCents(item.unitPrice) - toCents(item.taxAmount)),
    totalPrice: item.unitPrice,
    shippingName: item.shippingOptionName,
    shippingCost: item.shippingAmount,
  }));

const isPayable = (order: OrderView) => order.paymentStatus === PaymentStatus.Pending && order.status === OrderStatus.Pending;

/**
 * Paying again for an order that exists already (its bank transfer was rejected): the saved address,
 * then the same choice of payment as at checkout, while the order can still take a payment.
 */
export function ResumePayment({ orderId }: { orderId: string }) {
  const order = useCheckoutOrder(orderId);
  const [method, setMethod] = useState<CheckoutMethod | null>(null);
  const payable = order.data !== undefined && isPayable(order.data);
  // The way back from PayPal or PayU finds the order being paid here.
  useEffect(() => {
    if (payable) storeCurrentOrderId(orderId);
  }, [payable, orderId]);

  if (order.isPending) return <Spinner label="Loading your order…" />;
  if (order.isError) {
    return <ErrorPanel message={errorMessage(order.error, 'Failed to load your order')} onRetry={() => void order.refetch()} />;
  }
  const view = order.data;
  if (!isPayable(view)) {
    return (
      <EmptyState title={`Order ${view.orderNumber} is not waiting for a payment`}>
        <ButtonLink to={`/order-confirmation/${view.id}`}>See the order</ButtonLink>
      </EmptyState>
    );
  }
  const address = view.shippingAddressDetails;
  const created = { orderId: view.id, orderNumber: view.orderNumber, shippingAddress: address };
  return (
    <CheckoutLayout
      address={<address className="border border-line bg-white p-4 text-sm not-italic">{view.shippingAddress}</address>}
      payment={<PaymentMethods created={created} order={order} method={method} onChoose={setMethod} />}
      summary={<OrderSummary items={summaryLinesOf(view)} order={view} method={method} />}
    />
  );
}
