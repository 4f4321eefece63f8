import { AddToCartButtons } from '#web/features/cart/components/add-to-cart-buttons.tsx';
import { ProductPage } from '#web/features/product/pages/product-page.tsx';

/** Features meet here, in the app: the product page gets the cart's buttons and never imports the cart. */
export function ProductRoute() {
  return <ProductPage purchaseActions={(selection) => <AddToCartButtons {...selection} />} />;
}
