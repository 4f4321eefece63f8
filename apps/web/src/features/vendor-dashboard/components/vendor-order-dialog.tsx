import { FulfilmentMessages, ORDER_STATUS_NAMES } from '@art-market/domain/copy';
import {
  canMoveVendorOrderStatus,
  formatUsd,
  ORDER_STATUS_CODES,
  OrderStatus,
  type OrderStatusCode,
  PaymentStatus,
} from '@art-market/domain/rules';
import type { VendorOrder } from '@art-market/domain/schemas';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { ReturnedArtworkChoice } from '#web/components/returns/returned-artwork-choice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { AmountList } from '#web/components/ui/amount-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useVendorProducts } from '../api/get-vendor-products.ts';
import { useInspectReturnedArtwork } from '../api/inspect-returned-artwork.ts';
import { EarningsDeductions } from './earnings-breakdown.tsx';
import { ListingEditDialog } from './listing-edit-dialog.tsx';
import { OrderReturnSteps } from './order-return-steps.tsx';
import { type UpdateOutcome, useOrderUpdate } from './use-order-update.ts';

/** The modal closes 3 s after a successful update (docs/product/studio-and-console.md#order-updates). */
const CLOSE_AFTER_SUCCESS_MS = 3000;

/** The statuses the vendor may pick: the current one and every forward move from it. */
function statusOptions(current: OrderStatusCode, chosen: OrderStatusCode) {
  return ORDER_STATUS_CODES.filter((code) => canMoveVendorOrderStatus(current, code)).map((code) => ({
    value: String(code),
    label:
      code === chosen && code !== current
        ? `${ORDER_STATUS_NAMES[code]} ${FulfilmentMessages.pendingUpdate}`
        : ORDER_STATUS_NAMES[code],
  }));
}

/**
 * The collector's payment: Refunded once everything paid for this part was given back (a cancellation,
 * a return, an admin's refund), Partly refunded with the amount when some of it was.
 */
export function PaymentBadge({ order }: { order: VendorOrder }) {
  const allOfThisPart = order.refundedAmount > 0 && order.refundedAmount >= order.totalPrice;
  if (order.paymentStatus === PaymentStatus.Refunded || allOfThisPart) return <StatusBadge tone="inactive">Refunded</StatusBadge>;
  if (order.refundedAmount > 0) {
    return <StatusBadge tone="pending">{`Partly refunded ${formatUsd(order.refundedAmount)}`}</StatusBadge>;
  }
  return order.amountReceived ? <StatusBadge tone="live">Paid</StatusBadge> : <StatusBadge tone="pending">Pending</StatusBadge>;
}

function outcomeTone(outcome: UpdateOutcome): 'success' | 'error' | 'info' {
  if (outcome.ok) return 'success';
  return outcome.unchanged ? 'info' : 'error';
}

/** Why there is nothing more to do on an order that was undone after the sale, in words. */
function afterSaleNote(order: VendorOrder): string | null {
  if (order.status === OrderStatus.Cancelled) {
    return 'This order was cancelled: there is nothing to ship, the collector is refunded and the artworks are back on sale.';
  }
  if (order.paymentStatus === PaymentStatus.Refunded) return 'The collector was refunded everything paid for this order.';
  return null;
}

/**
 * The artworks of this order that came back from a return: each stays off sale until the vendor has
 * looked at it and chosen (ADR 0037). Relisting with changes opens the listing's edit at once.
 */
function ReturnedArtworks({ order, vendorId }: { order: VendorOrder; vendorId: string }) {
  const inspect = useInspectReturnedArtwork(vendorId);
  const products = useVendorProducts(vendorId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const returned = order.items.filter((item) => item.returned?.status === 'received' && item.returned.inspection !== null);
  if (returned.length === 0) return null;
  return (
    <section
      aria-labelledby="order-returned-heading"
      className="mb-6 flex flex-col gap-3 rounded-sm border border-line p-4 text-sm"
    >
      <h3 id="order-returned-heading" className="font-medium">
        Back from a return
      </h3>
      <p className="text-muted">
        A returned artwork stays off sale until you have inspected it. Relist it as it was, relist it with changes (it goes back
        on sale once the change is approved), or keep it off sale.
      </p>
      {returned.map((item) =>
        item.returned ? (
          <div key={item.id} className="flex flex-col gap-2">
            <ReturnedArtworkChoice
              title={item.title}
              reason={item.returned.reason}
              inspection={item.returned.inspection}
              pending={inspect.isPending}
              onDecide={(decision) =>
                inspect.mutate(
                  { returnId: item.returned?.id ?? '', itemId: item.id, decision },
                  { onSuccess: () => (decision === 'relist_with_changes' ? setEditingId(item.productId) : undefined) },
                )
              }
            />
            {item.returned.inspection === 'relist_after_edit' ? (
              <Button variant="secondary" className="self-start" onClick={() => setEditingId(item.productId)}>
                Edit the listing
              </Button>
            ) : null}
          </div>
        ) : null,
      )}
      {inspect.isError ? <Alert>{errorMessage(inspect.error, 'Failed to save your decision')}</Alert> : null}
      <ListingEditDialog
        product={products.data?.find((product) => product.id === editingId)}
        vendorId={vendorId}
        onClose={() => setEditingId(null)}
      />
    </section>
  );
}

/** The order-details modal: address, price breakdown, payment, and the delivery status and tracking form. */
export function VendorOrderDialog({
  order,
  vendorId,
  onClose,
  onSaved,
}: {
  order: VendorOrder;
  vendorId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const current = order.status as OrderStatusCode;
  const [status, setStatus] = useState<OrderStatusCode>(current);
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [shippingProvider, setShippingProvider] = useState(order.shippingProvider ?? '');
  const { update, outcome, clearOutcome, isUpdating } = useOrderUpdate(order, onSaved);
  const [closing, setClosing] = useState(false);
  const final = statusOptions(current, current).length === 1;
  const note = afterSaleNote(order);
  const shippingWarnings = order.items.flatMap((item) =>
    item.shippingWarning ? [`${item.title}: ${item.shippingWarning}`] : [],
  );

  const closeNow = useEffectEvent(onClose);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => closeNow(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await update({ status, trackingNumber, shippingProvider });
    if (result.ok) setClosing(true);
  }

  const edit = (apply: () => void) => {
    clearOutcome();
    apply();
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Order ${order.vendorOrderNumber}`} wide>
      {note ? (
        <div className="mb-6">
          <Alert tone="info">{note}</Alert>
        </div>
      ) : null}
      <OrderReturnSteps order={order} />
      <ReturnedArtworks order={order} vendorId={vendorId} />
      {shippingWarnings.length > 0 && current < OrderStatus.Shipped ? (
        <div className="mb-6">
          <Alert>
            <p className="font-medium">Check the shipping before you send this order.</p>
            <ul className="mt-1 list-disc pl-5">
              {shippingWarnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      <div className="grid gap-6 text-sm md:grid-cols-2">
        <section aria-labelledby="order-address-heading" className="flex flex-col gap-2">
          <h3 id="order-address-heading" className="font-medium">
            Shipping address
          </h3>
          <address className="not-italic leading-relaxed">
            {order.shippingAddress.name}
            <br />
            {order.shippingAddress.address}
            <br />
            {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}
            <br />
            {order.shippingAddress.country}
            <br />
            {order.shippingAddress.phone}
          </address>
          <p className="mt-2 text-muted">{order.productNames}</p>
        </section>
        <section aria-labelledby="order-price-heading" className="flex flex-col gap-2">
          <h3 id="order-price-heading" className="font-medium">
            Price breakdown
          </h3>
          <AmountList
            rows={[
              ['Product price', order.amount],
              ...(order.discount > 0 ? [['Bank transfer discount', -order.discount] as const] : []),
              ['Tax', order.tax],
              ['Shipping', order.shippingCost],
            ]}
            total={order.totalPrice}
          />
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-2">
            <dt className="text-muted">Commission</dt>
            <dd className="text-right tabular-nums text-muted">-{formatUsd(order.commissionOnFullPrice)}</dd>
            {order.discountPaidByPlatform > 0 ? (
              <>
                <dt className="text-muted">Bank transfer discount, paid by Art Market</dt>
                <dd className="text-right tabular-nums text-muted">+{formatUsd(order.discountPaidByPlatform)}</dd>
              </>
            ) : null}
            {order.discountPaidByYou > 0 ? (
              <>
                <dt className="text-muted">Your share of the discount (sales before Art Market paid it)</dt>
                <dd className="text-right tabular-nums text-muted">{formatUsd(order.discountPaidByYou)}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Your earnings</dt>
            <dd className="text-right font-semibold tabular-nums">{formatUsd(order.earnings)}</dd>
            <EarningsDeductions order={order} />
          </dl>
          <p className="mt-2 flex items-center gap-2">
            <span className="text-muted">Payment status</span> <PaymentBadge order={order} />
          </p>
        </section>
      </div>

      <form onSubmit={submit} className="mt-6 flex flex-col gap-4 border-t border-line pt-6" noValidate>
        <SelectField
          label="Delivery status"
          value={String(status)}
          options={statusOptions(current, status)}
          disabled={final}
          onChange={(event) => edit(() => setStatus(Number(event.target.value) as OrderStatusCode))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tracking number"
            value={trackingNumber}
            disabled={final}
            autoComplete="off"
            onChange={(event) => edit(() => setTrackingNumber(event.target.value))}
          />
          <TextField
            label="Shipping provider"
            value={shippingProvider}
            disabled={final}
            autoComplete="off"
            onChange={(event) => edit(() => setShippingProvider(event.target.value))}
          />
        </div>
        <p className="text-muted">Saving a tracking number marks the order as Shipped.</p>
        {outcome ? <Alert tone={outcomeTone(outcome)}>{outcome.message}</Alert> : null}
        <Button type="submit" disabled={final || isUpdating || closing} className="self-end">
          {isUpdating ? 'Updating…' : 'Update'}
        </Button>
      </form>
    </Modal>
  );
}
