import { CheckoutMessages, COUNTRIES } from '@art-market/domain/rules';
import {
  type CreatedOrder,
  type ShippingAddress,
  type ShippingAddressForm,
  shippingAddressSchema,
} from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useSaveShippingAddress } from '../api/save-shipping-address.ts';

const COUNTRY_LIST_ID = 'checkout-countries';

/** The checkout address, checked by the server's own schema; saving creates the order (docs/product/storefront.md#checkout). */
export function ShippingAddressFormCard({
  initial,
  onSaved,
}: {
  initial: ShippingAddressForm;
  onSaved: (created: CreatedOrder) => void;
}) {
  const save = useSaveShippingAddress();
  const form = useForm<ShippingAddressForm, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    reValidateMode: 'onSubmit',
    defaultValues: initial,
  });
  const field = fieldRegistrar(form, () => {
    if (save.isError) save.reset();
  });

  function submit(address: ShippingAddress) {
    save.mutate(address, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return;
        for (const [name, message] of Object.entries(error.errors)) {
          if (name in initial) form.setError(name as keyof ShippingAddressForm, { message });
        }
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5" aria-labelledby="address-heading">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
      </div>
      <TextField label="Address" autoComplete="street-address" required {...field('address')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" required {...field('city')} />
        <TextField label="State" autoComplete="address-level1" required {...field('state')} />
        <TextField label="ZIP code" autoComplete="postal-code" required {...field('zipCode')} />
        <TextField
          label="Country"
          autoComplete="country-name"
          list={COUNTRY_LIST_ID}
          hint="PayU (in rupees) is offered for India; PayPal everywhere else."
          required
          {...field('country')}
        />
      </div>
      <datalist id={COUNTRY_LIST_ID}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      {save.isError ? <Alert>{errorMessage(save.error, CheckoutMessages.saveAddressFailed)}</Alert> : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving…' : 'Save address'}
      </Button>
    </form>
  );
}
