import {
  CatalogMessages,
  type CatalogShippingOption,
  formatUsd,
  type ProductDetail,
  SHIPPING_NOTICE_MS,
  sortShippingOptions,
} from '@art-market/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SoldBadge } from '../../../components/ui/artwork-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAddToCart } from '../../cart/api/add-to-cart.ts';
import { openCartSheet } from '../../cart/cart-sheet-store.ts';

/** Price, shipping choice and the buy buttons (storefront section 2, product page; section 5 for the 3 s notice). */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const options = useMemo(() => sortShippingOptions(product.shippingOptions), [product.shippingOptions]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { customerToken } = useSession();
  const navigate = useNavigate();
  const addToCart = useAddToCart();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHIPPING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function purchase(then: 'open-cart' | 'checkout') {
    setFailure(null);
    if (!customerToken) {
      const message = then === 'open-cart' ? CatalogMessages.loginToAdd : CatalogMessages.loginToBuy;
      void navigate('/login', { state: { redirectTo: `/product/${product.id}`, message } });
      return;
    }
    if (!selectedId) {
      setNotice({ text: CatalogMessages.selectShipping, at: Date.now() });
      return;
    }
    addToCart.mutate(
      { productId: product.id, shippingOptionId: selectedId },
      {
        onSuccess: () => (then === 'open-cart' ? openCartSheet() : void navigate('/checkout')),
        onError: () => setFailure(then === 'open-cart' ? CatalogMessages.addFailed : CatalogMessages.buyFailed),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-3 text-2xl font-medium tabular-nums">
        {formatUsd(product.totalPrice)}
        {product.isSoldOut ? <SoldBadge /> : null}
      </p>
      {product.isSoldOut ? (
        <p className="text-muted">This artwork has found its home.</p>
      ) : (
        <>
          <ShippingChoices options={options} selectedId={selectedId} onSelect={setSelectedId} />
          {notice ? <Alert>{notice.text}</Alert> : null}
          {failure ? <Alert>{failure}</Alert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => purchase('open-cart')} disabled={addToCart.isPending} className="sm:flex-1">
              Add to Cart
            </Button>
            <Button variant="secondary" onClick={() => purchase('checkout')} disabled={addToCart.isPending} className="sm:flex-1">
              Buy Now
            </Button>
          </div>
        </>
      )}
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
