import { paymentMethodName } from '@art-market/domain/copy';
import {
  BankTransferMessages,
  bankTransferRailFor,
  CONFIRMATION_REFRESH_ATTEMPTS,
  CONFIRMATION_REFRESH_MS,
  ConfirmationMessages,
  collectorOrderState,
  collectorPaymentLabel,
  confirmationHeading,
  formatInrAt,
  PaymentMethod,
  type PaymentMethodCode,
  PaymentStatus,
  WIRE_FEES_NOTICE,
} from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { CollectorOrderBadge } from '#web/components/ui/order-status-badge.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { browserLocation } from '#web/lib/browser-location.ts';
import { CART_QUERY_ROOT } from '#web/lib/cart-query.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ConfirmationLoadError, useConfirmationOrder } from '../api/get-confirmation-order.ts';
import { OrderItemsTable, OrderTotals } from '../components/confirmation-details.tsx';
import { TransferRejected } from '../components/transfer-rejected.tsx';
import { shouldRefreshPayU } from '../refresh-rule.ts';

interface ReturnReferences {
  source: string | null;
  token: string | null;
  payuid: string | null;
  txnid: string | null;
  forceRefresh: boolean;
}

/** The order's method once a payment is recorded; before that, the way the buyer arrived here. */
function methodOf(order: OrderView, refs: ReturnReferences): PaymentMethodCode | null {
  if (order.paymentMethod !== null) return order.paymentMethod as PaymentMethodCode;
  if (refs.token) return PaymentMethod.PayPal;
  if (refs.payuid || refs.txnid) return PaymentMethod.PayU;
  if (refs.source === 'banktransfer') return PaymentMethod.NEFT;
  return null;
}

function ErrorState({ title, message }: { title: string; message?: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16 sm:px-6">
      <EmptyState title={title}>
        {message ? <Alert>{message}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          {message ? <Button onClick={() => browserLocation.reload()}>Refresh Page</Button> : null}
          <ButtonLink to="/customer-dashboard" variant="secondary">
            View All Orders
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </div>
      </EmptyState>
    </div>
  );
}

export function OrderConfirmationPage() {
  const orderId = useParams().orderId ?? '';
  const { customerToken } = useSession();
  useDocumentTitle('Order confirmation');
  if (!orderId) return <ErrorState title={ConfirmationMessages.loadError} message={ConfirmationMessages.orderIdMissing} />;
  if (!customerToken) {
    return <ErrorState title={ConfirmationMessages.loadError} message={ConfirmationMessages.authenticationRequired} />;
  }
  return <Confirmation orderId={orderId} />;
}

function Confirmation({ orderId }: { orderId: string }) {
  const [search] = useSearchParams();
  const refs: ReturnReferences = {
    source: search.get('source'),
    token: search.get('token'),
    payuid: search.get('payuid'),
    txnid: search.get('txnid'),
    forceRefresh: search.get('forceRefresh') === 'true',
  };
  const query = useConfirmationOrder(orderId, refs.token);
  const [refreshes, setRefreshes] = useState(0);
  const queryClient = useQueryClient();
  // Whatever the method, a purchase took its artworks out of the cart on the server: the badge follows.
  const { dataUpdatedAt: orderLoadedAt } = query;
  useEffect(() => {
    if (orderLoadedAt > 0) void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
  }, [orderLoadedAt, queryClient]);
  const order = query.data;
  const method = order ? methodOf(order, refs) : null;
  const payuPaymentId = order?.paymentDetails.payUPaymentId ?? refs.payuid;

  const refresh =
    order !== undefined &&
    !query.isFetching &&
    shouldRefreshPayU({
      paymentStatus: order.paymentStatus,
      isPayU: method === PaymentMethod.PayU,
      paymentId: payuPaymentId,
      forceRefresh: refs.forceRefresh,
      attempts: refreshes,
      maxAttempts: CONFIRMATION_REFRESH_ATTEMPTS,
    });
  const { refetch, dataUpdatedAt } = query;
  // Counted from each load (dataUpdatedAt), so the second reload waits for the first answer.
  useEffect(() => {
    if (!refresh || dataUpdatedAt === 0) return;
    const timer = setTimeout(() => {
      setRefreshes((count) => count + 1);
      void refetch();
    }, CONFIRMATION_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [refresh, refetch, dataUpdatedAt]);

  if (query.isPending) return <Spinner label="Loading your order…" />;
  if (query.isError || !order) {
    const error = query.error;
    if (error instanceof ConfirmationLoadError && error.missing) return <ErrorState title={ConfirmationMessages.noOrder} />;
    return <ErrorState title={ConfirmationMessages.loadError} message={error?.message || ConfirmationMessages.invalidResponse} />;
  }

  const online = method === PaymentMethod.PayPal || method === PaymentMethod.PayU;
  const facts = { status: order.status, paymentStatus: order.paymentStatus, paymentMethod: method };
  // The heading says what the order is (ADR 0038): confirmed only once paid.
  const heading = confirmationHeading(facts, { providerReturned: online });
  const confirmed = ['being_prepared', 'shipped', 'delivered'].includes(collectorOrderState(facts));
  const waiting = order.paymentStatus === PaymentStatus.Pending || order.paymentStatus === PaymentStatus.Processing;
  // Rejected by our team: waiting for a new payment, or (orders rejected before that was possible) failed.
  const rejection =
    order.transferRejection !== null || (method === PaymentMethod.NEFT && order.paymentStatus === PaymentStatus.Failed);
  const references: [string, string | null][] = [
    ['PayPal order ID', order.paymentDetails.payPalOrderId ?? refs.token],
    ['PayU payment ID', payuPaymentId],
    ['Transaction ID', order.paymentDetails.transactionId ?? refs.txnid],
  ];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 sm:px-6">
      {rejection ? (
        <header className="flex flex-col gap-3">
          <AlertCircle aria-hidden="true" className="size-10 text-danger" />
          <h1 className="text-3xl sm:text-4xl">{ConfirmationMessages.notVerifiedHeader}</h1>
        </header>
      ) : (
        <header className="flex flex-col gap-3">
          {confirmed ? (
            <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
          ) : (
            <Clock aria-hidden="true" className="size-10 text-muted" />
          )}
          <h1 className="text-3xl sm:text-4xl">{heading}</h1>
          <p className="text-muted">Thank you for collecting with Art Market.</p>
        </header>
      )}
      {order.transferRejection ? <TransferRejected rejection={order.transferRejection} orderId={order.id} /> : null}
      {waiting && online ? <Alert tone="info">{ConfirmationMessages.processing}</Alert> : null}
      {waiting && method === PaymentMethod.NEFT && !rejection ? (
        <Alert tone="info">
          {BankTransferMessages.received}
          {bankTransferRailFor(order.shippingAddressDetails.country, true) === 'wire' ? ` ${WIRE_FEES_NOTICE}` : null}
        </Alert>
      ) : null}

      <dl className="grid gap-x-8 gap-y-4 border border-line bg-white p-6 sm:grid-cols-3">
        <Fact label="Order number">{order.orderNumber}</Fact>
        <Fact label="Date">{formatOrderDate(order.createdAt, true)}</Fact>
        <Fact label="Order status">
          <CollectorOrderBadge order={facts} />
        </Fact>
      </dl>

      <section aria-labelledby="items-heading" className="flex flex-col gap-4">
        <h2 id="items-heading" className="text-2xl">
          Items
        </h2>
        <OrderItemsTable items={order.orderItems} />
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="totals-heading" className="flex flex-col gap-4 border border-line bg-white p-6">
          <h2 id="totals-heading" className="text-xl">
            Order summary
          </h2>
          <OrderTotals order={order} />
        </section>
        <section aria-labelledby="delivery-heading" className="flex flex-col gap-4 border border-line bg-white p-6">
          <h2 id="delivery-heading" className="text-xl">
            Shipping address
          </h2>
          <address className="text-sm not-italic">{order.shippingAddress}</address>
        </section>
      </div>

      <section aria-labelledby="payment-heading" className="flex flex-col gap-4 border border-line bg-white p-6">
        <h2 id="payment-heading" className="text-xl">
          Payment
        </h2>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          <Fact label="Payment method">
            {method === null ? 'Not chosen yet' : paymentMethodName(method, order.shippingAddressDetails.country)}
          </Fact>
          <Fact label="Payment status">{collectorPaymentLabel(order.paymentStatus, method)}</Fact>
          {order.payuCharge ? (
            <Fact label="PayU amount, in rupees">
              <span className="tabular-nums">{formatInrAt(order.payuCharge)}</span>
            </Fact>
          ) : null}
          {references.map(([label, value]) =>
            value ? (
              <Fact key={label} label={label}>
                <span className="break-all">{value}</span>
              </Fact>
            ) : null,
          )}
        </dl>
      </section>

      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/customer-dashboard">View All Orders</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
