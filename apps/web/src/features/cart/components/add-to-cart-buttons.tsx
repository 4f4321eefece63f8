import { CatalogMessages } from '@art-market/domain/rules';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { readFailure } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { openCartSheet } from '../cart-sheet-store.ts';

/**
 * Add to Cart and Buy Now (docs/product/storefront.md#product-page): a visitor is sent to the login and back; a
 * customer adds the artwork with the chosen shipping, then sees the cart sheet or goes to checkout.
 */
/** A refusal (409: held by another collector, sold, cart full) says why; anything else is the generic failure. */
function purchaseFailure(error: unknown, then: 'open-cart' | 'checkout'): string {
  const failure = readFailure(error);
  if (failure.status === 409 && failure.message) return failure.message;
  return then === 'open-cart' ? CatalogMessages.addFailed : CatalogMessages.buyFailed;
}

export function AddToCartButtons({
  productId,
  shippingOptionId,
  onShippingMissing,
}: {
  productId: string;
  shippingOptionId: string | null;
  onShippingMissing: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { customerToken } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();

  function purchase(then: 'open-cart' | 'checkout') {
    setFailure(null);
    if (!customerToken) {
      const message = then === 'open-cart' ? CatalogMessages.loginToAdd : CatalogMessages.loginToBuy;
      void navigate('/login', { state: { redirectTo: `${location.pathname}${location.search}`, message } });
      return;
    }
    if (!shippingOptionId) {
      onShippingMissing();
      return;
    }
    addToCart.mutate(
      { productId, shippingOptionId },
      {
        onSuccess: () => (then === 'open-cart' ? openCartSheet() : void navigate('/checkout')),
        onError: (error) => setFailure(purchaseFailure(error, then)),
      },
    );
  }

  return (
    <>
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
  );
}
