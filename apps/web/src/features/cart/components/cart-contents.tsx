import { OfferMessages } from '@art-market/domain/copy';
import { CatalogMessages, formatUsd } from '@art-market/domain/rules';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { AmountList, PriceWithTax } from '#web/components/ui/amount-list.tsx';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { ShippingFitNote } from '#web/components/ui/shipping-fit-note.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { cartTotals } from '../cart-totals.ts';

/** The logged-in body of the cart sheet: items, remove buttons, totals and Proceed to Checkout. */
export function CartContents() {
  const cart = useCart();
  const remove = useRemoveCartItem();
  const changeShipping = useAddToCart();
  const { customer } = useSession();

  if (cart.isPending) return <Spinner label="Loading cart..." />;
  if (cart.isError && !cart.data) return <ErrorPanel message={CatalogMessages.fetchCart} onRetry={() => void cart.refetch()} />;
  const items = cart.data ?? [];
  if (items.length === 0) return <Dialog.Description className="mt-8 text-muted">Your cart is empty</Dialog.Description>;

  const totals = cartTotals(items);
  return (
    <div className="mt-6 flex min-h-0 flex-1 flex-col">
      <Dialog.Description className="sr-only">
        {items.length} {items.length === 1 ? 'artwork' : 'artworks'} in your cart
      </Dialog.Description>
      {remove.isError ? <Alert>{CatalogMessages.removeFromCart}</Alert> : null}
      <ul className="-mx-2 flex-1 divide-y divide-line overflow-y-auto px-2">
        {items.map((item) => (
          <li key={item.id} className="flex gap-4 py-4">
            <div className="w-20 shrink-0">
              <ArtworkImage url={item.imageUrl} alt={item.title} width={80} height={100} sizes="80px" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              <Dialog.Close asChild>
                <Link to={`/product/${item.productId}`} className="font-display text-base leading-snug hover:text-accent">
                  {item.title}
                </Link>
              </Dialog.Close>
              <PriceWithTax price={item.totalPrice} tax={totals.taxOf(item)} />
              {item.agreedPrice ? <p className="text-muted">{OfferMessages.agreedPriceInCart}</p> : null}
              <p className="text-muted">
                {item.shippingName}: <span className="tabular-nums">{formatUsd(item.shippingCost)}</span>
              </p>
              <ShippingFitNote
                item={item}
                destination={customer?.country ?? ''}
                switching={changeShipping.isPending}
                onSwitch={(shippingOptionId) => changeShipping.mutate({ productId: item.productId, shippingOptionId })}
              />
            </div>
            <button
              type="button"
              onClick={() => remove.mutate(item.id)}
              disabled={remove.isPending}
              className="inline-flex size-11 shrink-0 items-center justify-center text-muted hover:text-danger disabled:opacity-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Remove {item.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <AmountList rows={totals.rows} total={totals.total} className="mt-4 border-t border-line pt-4 text-sm" />
      <Dialog.Close asChild>
        <Link to="/checkout" className={buttonClasses('primary', 'mt-4 w-full')}>
          Proceed to Checkout
        </Link>
      </Dialog.Close>
    </div>
  );
}
