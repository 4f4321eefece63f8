import { type CartItem, CheckoutMessages, shippingMismatchMessage } from '@art-market/domain/rules';
import type { CreatedOrder } from '@art-market/domain/schemas';
import { Alert } from '#web/components/ui/alert.tsx';
import { ShippingFitNote } from '#web/components/ui/shipping-fit-note.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSwitchShipping } from '../api/switch-shipping.ts';

/**
 * Before paying: each artwork whose Domestic option would go outside its country of origin, with the
 * International option to switch to. The collector may still pay as chosen.
 */
export function ShippingChecks({
  items,
  created,
  onSwitched,
}: {
  items: readonly CartItem[];
  created: CreatedOrder;
  onSwitched: (created: CreatedOrder) => void;
}) {
  const switching = useSwitchShipping();
  const destination = created.shippingAddress.country;
  const mismatched = items.filter((item) => shippingMismatchMessage(item.shippingName, item.countryOfOrigin, destination));
  if (mismatched.length === 0) return null;
  return (
    <section aria-label="Shipping check" className="flex flex-col gap-3 border border-danger/40 bg-white p-4 text-sm">
      {mismatched.map((item) => (
        <ShippingFitNote
          key={item.id}
          item={item}
          destination={destination}
          switching={switching.isPending}
          onSwitch={(shippingOptionId) =>
            switching.mutate(
              { productId: item.productId, shippingOptionId, address: created.shippingAddress },
              { onSuccess: onSwitched },
            )
          }
        />
      ))}
      {switching.isError ? <Alert>{errorMessage(switching.error, CheckoutMessages.saveAddressFailed)}</Alert> : null}
    </section>
  );
}
