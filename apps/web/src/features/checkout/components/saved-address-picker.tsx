import type { SavedAddress } from '@art-market/domain/schemas';
import { SelectField } from '#web/components/ui/select-field.tsx';

const label = (address: SavedAddress) =>
  `${address.firstName} ${address.lastName}, ${address.address}, ${address.city} ${address.zipCode}, ${address.country}`;

/** With more than one saved address, the customer picks which one fills the form. */
export function SavedAddressPicker({
  addresses,
  onPick,
}: {
  addresses: readonly SavedAddress[];
  onPick: (address: SavedAddress) => void;
}) {
  if (addresses.length < 2) return null;
  return (
    <SelectField
      label="Saved addresses"
      placeholder="Choose a saved address"
      defaultValue=""
      options={addresses.map((address) => ({ value: address.id, label: label(address) }))}
      onChange={(event) => {
        const picked = addresses.find((address) => address.id === event.target.value);
        if (picked) onPick(picked);
      }}
    />
  );
}
