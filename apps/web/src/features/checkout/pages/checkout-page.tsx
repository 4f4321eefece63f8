import { CatalogMessages, CheckoutMessages } from '@art-market/domain/rules';
import {
  type CreatedOrder,
  type SavedAddress,
  type ShippingAddressForm,
  shippingAddressSchema,
} from '@art-market/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AddressLines } from '#web/components/ui/address-lines.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { lastProductPage } from '#web/lib/last-product-page.ts';
import { savedAddressesQueryKey, useSavedAddresses } from '#web/lib/saved-addresses.ts';
import { type SessionState, useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useCheckoutCart } from '../api/get-checkout-cart.ts';
import { useCheckoutOrder } from '../api/get-checkout-order.ts';
import { useSaveShippingAddress } from '../api/save-shipping-address.ts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import type { CheckoutMethod } from '../components/payment-choice.ts';
import { PaymentMethods } from '../components/payment-methods.tsx';
import { ResumePayment } from '../components/resume-payment.tsx';
import { SavedAddressPicker } from '../components/saved-address-picker.tsx';
import { ShippingAddressFormCard } from '../components/shipping-address-form.tsx';
import { ShippingChecks } from '../components/shipping-checks.tsx';

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

function formOf({ id: _id, lastUsedAt: _lastUsedAt, ...address }: SavedAddress): ShippingAddressForm {
  return address;
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

/** The order summary, the address (which creates the order), then the payment (docs/product/storefront.md#checkout). */
function Checkout() {
  const navigate = useNavigate();
  const { customer, customerToken } = useSession();
  const cart = useCheckoutCart();
  const saved = useSavedAddresses();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedOrder | null>(null);
  // Back, a reload or a retry starts from the address last used; the profile fills in a first checkout.
  const [chosen, setChosen] = useState<{ key: string; address: ShippingAddressForm } | null>(null);
  const newest = saved.data?.[0];
  const address = chosen?.address ?? (newest ? formOf(newest) : addressFromProfile(customer));
  const [editing, setEditing] = useState(true);
  const [method, setMethod] = useState<CheckoutMethod | null>(null);
  const order = useCheckoutOrder(created && !editing ? created.orderId : null);
  const redirected = useRef(false);
  // Back at the checkout with a complete saved address: it is used at once (as "Save address" would), so
  // the payment methods show without saving an address that is already filled in (issue 28).
  const resume = useSaveShippingAddress();
  const resumed = useRef(false);
  const ready = newest ? shippingAddressSchema.safeParse(formOf(newest)) : null;
  const hasCart = cart.isSuccess && cart.data.length > 0;

  function addressSaved(result: CreatedOrder) {
    setCreated(result);
    setChosen({ key: 'saved', address: result.shippingAddress });
    setEditing(false);
    setMethod(null);
    void queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey(customerToken) });
  }

  const resumeWith = ready?.success ? ready.data : null;
  // Until the saved address has been used (or refused), neither the form nor "save your address" shows:
  // they would flash and give way to the payment methods.
  const resuming = !created && hasCart && resumeWith !== null && (resume.isIdle || resume.isPending);
  useEffect(() => {
    if (resumed.current || !resumeWith || !hasCart) return;
    resumed.current = true;
    resume.mutate(resumeWith, {
      onSuccess: (result) => {
        setCreated(result);
        setChosen({ key: 'saved', address: result.shippingAddress });
        setEditing(false);
      },
    });
  }, [resumeWith, hasCart, resume]);

  const empty = cart.isSuccess && cart.data.length === 0 && !created;
  useEffect(() => {
    if (!empty || redirected.current) return;
    redirected.current = true;
    window.alert(CheckoutMessages.emptyCart);
    void navigate(lastProductPage(), { replace: true });
  }, [empty, navigate]);

  if (cart.isPending || saved.isLoading || empty) return <Spinner label="Loading your cart…" />;
  if (cart.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ErrorPanel message={CatalogMessages.fetchCart} onRetry={() => void cart.refetch()} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">Checkout</h1>
      <CheckoutLayout
        address={
          resuming ? (
            <Spinner label="Loading your address…" />
          ) : editing || !created ? (
            <>
              {resume.isError ? <Alert>{errorMessage(resume.error, CheckoutMessages.saveAddressFailed)}</Alert> : null}
              <SavedAddressPicker
                addresses={saved.data ?? []}
                onPick={(picked) => setChosen({ key: picked.id, address: formOf(picked) })}
              />
              <ShippingAddressFormCard key={chosen?.key ?? newest?.id ?? 'profile'} initial={address} onSaved={addressSaved} />
            </>
          ) : (
            <div className="flex flex-wrap items-start justify-between gap-4 border border-line bg-white p-4 text-sm">
              <AddressLines address={created.shippingAddress} />
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit address
              </Button>
            </div>
          )
        }
        payment={
          created && !editing ? (
            <>
              <ShippingChecks items={cart.data} created={created} onSwitched={addressSaved} />
              <PaymentMethods created={created} order={order} method={method} onChoose={setMethod} />
            </>
          ) : resuming ? (
            <Spinner label="Loading payment methods…" />
          ) : (
            <p className="text-sm text-muted">Save your shipping address to choose how to pay.</p>
          )
        }
        summary={<OrderSummary items={cart.data} order={order.data} method={method} />}
      />
    </div>
  );
}
