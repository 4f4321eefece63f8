import {
  ArtworkHoldMessages,
  CatalogMessages,
  type CatalogShippingOption,
  formatUsd,
  type ProductDetail,
  reservedUntilText,
  SHIPPING_NOTICE_MS,
  shippingFitNotice,
  shippingMismatchMessage,
  sortShippingOptions,
  taxNote,
} from '@art-market/domain/rules';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { SoldBadge } from '#web/components/ui/artwork-grid.tsx';
import { useSession } from '#web/lib/session.ts';
import { useArtworkHold } from '../api/get-artwork-hold.ts';
import { MakeOffer } from './make-offer.tsx';

/** What the buy buttons get from the product page: the artwork, the chosen shipping, and a way to ask for one. */
export interface PurchaseSelection {
  productId: string;
  shippingOptionId: string | null;
  /** Shows "Please select a shipping option first" for 3 seconds. */
  onShippingMissing: () => void;
}

/** The buy buttons, handed in by the app: the product page does not know the cart. */
export type PurchaseActions = (selection: PurchaseSelection) => ReactNode;

/** Price, shipping choice and the buy buttons (docs/product/storefront.md#product-page). */
export function PurchasePanel({ product, actions }: { product: ProductDetail; actions: PurchaseActions }) {
  const options = useMemo(() => sortShippingOptions(product.shippingOptions), [product.shippingOptions]);
  // With one way to ship there is nothing to choose: it starts chosen, so Add to Cart works at once.
  const [selectedId, setSelectedId] = useState<string | null>(() => (options.length === 1 ? (options[0]?.id ?? null) : null));
  // A new object per request, so asking again restarts the 3 s timer.
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const hold = useArtworkHold(product.id, !product.isSoldOut);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHIPPING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <p className="flex flex-col tabular-nums">
          <span className="text-2xl font-medium">{formatUsd(product.totalPrice)}</span>
          <span className="text-sm text-muted">{taxNote(product.taxAmount)}</span>
        </p>
        {product.isSoldOut ? <SoldBadge /> : null}
      </div>
      {product.isSoldOut ? (
        <p className="text-muted">This artwork has found its home.</p>
      ) : hold.data?.reserved ? (
        <ReservedNotice reservedUntil={hold.data.reservedUntil} />
      ) : (
        <>
          <ShippingChoices options={options} selectedId={selectedId} onSelect={setSelectedId} />
          <ShippingFit product={product} options={options} selectedId={selectedId} />
          {notice ? <Alert>{notice.text}</Alert> : null}
          {actions({
            productId: product.id,
            shippingOptionId: selectedId,
            onShippingMissing: () => setNotice({ text: CatalogMessages.selectShipping }),
          })}
          <MakeOffer productId={product.id} listedPrice={product.totalPrice} />
        </>
      )}
    </div>
  );
}

/** Which option fits the collector's country (from the profile), and a warning when the chosen one does not. */
function ShippingFit({
  product,
  options,
  selectedId,
}: {
  product: ProductDetail;
  options: readonly CatalogShippingOption[];
  selectedId: string | null;
}) {
  const { customer } = useSession();
  if (!customer?.country) return null;
  const selected = options.find((option) => option.id === selectedId);
  const mismatch = selected ? shippingMismatchMessage(selected.name, product.countryOfOrigin, customer.country) : null;
  if (mismatch) return <Alert>{mismatch}</Alert>;
  const fit = shippingFitNotice(options, product.countryOfOrigin, customer.country);
  return fit ? <p className="text-sm text-muted">{fit}</p> : null;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A payment under way holds the artwork: say so, and when it may be on sale again, instead of offering buttons that would fail. */
function ReservedNotice({ reservedUntil }: { reservedUntil: string | null }) {
  return (
    <div role="status" className="flex flex-col gap-1 rounded-sm border border-line bg-white p-4 text-sm">
      <p className="font-medium">{ArtworkHoldMessages.reserved}</p>
      <p className="text-muted">{reservedUntilText(reservedUntil, (date) => timeFormat.format(date))}</p>
    </div>
  );
}

function ShippingChoices({
  options,
  selectedId,
  onSelect,
}: {
  options: readonly CatalogShippingOption[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (options.length === 0) return <p className="text-sm text-muted">No shipping options are listed for this artwork.</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Shipping</legend>
      {options.map((option) => {
        const selected = option.id === selectedId;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(option.id)}
            className={`flex min-h-11 items-center justify-between gap-4 rounded-sm border px-4 py-3 text-left text-sm ${
              selected ? 'border-ink bg-white ring-1 ring-ink' : 'border-line bg-white hover:border-ink/60'
            }`}
          >
            <span className="flex flex-col">
              <span className="font-medium">{option.name}</span>
              <span className="text-muted">
                Delivery in {option.estimatedDeliveryTime} {option.estimatedDeliveryTime === 1 ? 'day' : 'days'}
              </span>
            </span>
            <span className="tabular-nums">{formatUsd(option.cost)}</span>
          </button>
        );
      })}
      {options.length === 1 ? <p className="text-sm text-muted">{CatalogMessages.onlyOneShipping}</p> : null}
    </fieldset>
  );
}
