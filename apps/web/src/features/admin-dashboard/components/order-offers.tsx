import { OFFER_STATUS_LABELS } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import { useOrderOffers } from '../api/get-order-offers.ts';

/** Where an order's agreed price came from: each offer with its amounts and dates (nothing when it had none). */
export function OrderOffers({ orderId }: { orderId: string }) {
  const offers = useOrderOffers(orderId);
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <section aria-labelledby="order-offers-heading" className="flex flex-col gap-2">
      <h3 id="order-offers-heading" className="font-display text-lg">
        Bought through an offer
      </h3>
      <ul className="flex flex-col gap-1 text-sm tabular-nums">
        {offers.data.map((offer) => (
          <li key={offer.id}>
            {offer.title}: {offer.collectorName} offered {formatUsd(offer.amount)} on{' '}
            {new Date(offer.createdAt).toLocaleDateString()}
            {offer.counterAmount !== null ? `, countered at ${formatUsd(offer.counterAmount)}` : ''}
            {offer.agreedAmount !== null ? `, agreed at ${formatUsd(offer.agreedAmount)}` : ''} (listed{' '}
            {formatUsd(offer.listedPrice)}; {OFFER_STATUS_LABELS[offer.status]})
          </li>
        ))}
      </ul>
    </section>
  );
}
