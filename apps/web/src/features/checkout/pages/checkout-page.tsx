import { CatalogMessages, CheckoutMessages, type CreatedOrder, type ShippingAddressForm } from '@art-market/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lastProductPage } from '../../../lib/last-product-page.ts';
import { type SessionState, useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCheckoutCart } from '../api/get-checkout-cart.ts';
import { useCheckoutOrder } from '../api/get-checkout-order.ts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import type { CheckoutMethod } from '../components/payment-choice.ts';
import { PaymentMethods } from '../components/payment-methods.tsx';
import { ResumePayment } from '../components/resume-payment.tsx';
import { ShippingAddressFormCard } from '../components/shipping-address-form.tsx';

function addressFromProfile(customer: SessionState['customer']): ShippingAddressForm {
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phone: customer?.mobileNumber ?? '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: customer?.country ?? '',
  };
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { customerToken } = useSession();
  if (!customerToken) {
    return <Navigate to="/login" replace state={{ redirectTo: '/checkout', message: CheckoutMessages.loginToPurchase }} />;
  }
  return <CheckoutOrResume />;
}

/** `?order=<id>`: paying again for an order that exists (a rejected transfer); otherwise the cart's checkout. */
function CheckoutOrResume() {
  const [search] = useSearchParams();
  const resumeId = search.get('order');
  if (!resumeId) return <Checkout />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">Pay for your order</h1>
      <ResumePayment orderId={resumeId} />
    </div>
  );
}

/** Storefront sections 2 and 4: the order summary, the address (which creates the order), then the payment. */
function Checkout() {
  const navigate = useNavigate();
  const { customer } = useSession();
  const cart = useCheckoutCart();
  const [created, setCreated] = useState<CreatedOrder | null>(null);
  const [address, setAddress] = useState<ShippingAddressForm>(() => addressFromProfile(customer));
  const [editing, setEditing] = useState(true);
  const [method, setMethod] = useState<CheckoutMethod | null>(null);
  const order = useCheckoutOrder(created && !editing ? created.orderId : null);
  const redirected = useRef(false);

  const empty = cart.isSuccess && cart.data.length === 0 && !created;
  useEffect(() => {
    if (!empty || redirected.current) return;
    redirected.current = true;
    window.alert(CheckoutMessages.emptyCart);
    void navigate(lastProductPage(), { replace: true });
  }, [empty, navigate]);

  if (cart.isPending || empty) return <Spinner label="Loading your cart…" />;
  if (cart.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ErrorPanel message={CatalogMessages.fetchCart} onRetry={() => void cart.refetch()} />
      </div>
    );
  }

  function saved(result: CreatedOrder) {
    setCreated(result);
    setAddress(result.shippingAddress);
    setEditing(false);
    setMethod(null);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">Checkout</h1>
      <CheckoutLayout
        address={
          editing || !created ? (
            <ShippingAddressFormCard initial={address} onSaved={saved} />
          ) : (
            <div className="flex flex-wrap items-start justify-between gap-4 border border-line bg-white p-4 text-sm">
              <address className="not-italic">
                {created.shippingAddress.firstName} {created.shippingAddress.lastName}
                <br />
                {created.shippingAddress.address}, {created.shippingAddress.city}, {created.shippingAddress.state}{' '}
                {created.shippingAddress.zipCode}
                <br />
                {created.shippingAddress.country} · {created.shippingAddress.phone} · {created.shippingAddress.email}
              </address>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit address
              </Button>
            </div>
          )
        }
        payment={
          created && !editing ? (
            <PaymentMethods created={created} order={order} method={method} onChoose={setMethod} />
          ) : (
            <p className="text-sm text-muted">Save your shipping address to choose how to pay.</p>
          )
        }
        summary={<OrderSummary items={cart.data} order={order.data} bankTransfer={method === 'bankTransfer'} />}
      />
    </div>
  );
}
