import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

type ShippingField = 'domesticDays' | 'domesticCost' | 'internationalDays' | 'internationalCost';
type RegisteredField = UseFormRegisterReturn & { error: string | undefined };

/** Domestic shipping (required) and optional international shipping: the Add ART and Edit listing forms. */
export function ShippingFields({
  field,
  offerInternational,
  internationalChoice,
}: {
  field: (name: ShippingField) => RegisteredField;
  offerInternational: boolean;
  internationalChoice: UseFormRegisterReturn;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Domestic delivery time (days)" required inputMode="numeric" {...field('domesticDays')} />
        <TextField label="Domestic shipping cost (USD)" required inputMode="decimal" {...field('domesticCost')} />
      </div>
      <CheckboxField label="Offer international shipping" {...internationalChoice} />
      {offerInternational ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="International delivery time (days)" required inputMode="numeric" {...field('internationalDays')} />
          <TextField label="International shipping cost (USD)" required inputMode="decimal" {...field('internationalCost')} />
        </div>
      ) : null}
    </>
  );
}
