import type { CreatedOrder } from '@art-market/domain/schemas';

type AddressView = CreatedOrder['shippingAddress'];

/** A shipping address as the checkout and the profile show it. */
export function AddressLines({ address }: { address: AddressView }) {
  return (
    <address className="not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}, {address.city}, {address.state} {address.zipCode}
      <br />
      {address.country} · {address.phone} · {address.email}
    </address>
  );
}
