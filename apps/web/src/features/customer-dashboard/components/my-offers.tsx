import { OFFER_STATUS_LABELS, OfferMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import type { Offer } from '@art-market/domain/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAnswerCounter, useMyOffers, usePutOfferInCart, useShippingOptions } from '../api/my-offers.ts';

const TONES: Record<Offer['status'], BadgeTone> = {
  open: 'pending',
  countered: 'info',
  accepted: 'live',
  declined: 'inactive',
  expired: 'inactive',
  lapsed: 'inactive',
  purchased: 'sold',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "My offers": each offer with its answer, accept or decline for a counter, Pay now for an accepted one. */
export function MyOffers() {
  const offers = useMyOffers();
  if (offers.isPending) return <Spinner label="Loading your offers…" />;
  if (offers.isError) return <ErrorPanel message={OfferMessages.fetchFailed} onRetry={() => offers.refetch()} />;
  if (offers.data.length === 0) return <EmptyState title={OfferMessages.emptyCollector} />;
  return (
    <ul className="flex flex-col gap-4">
      {offers.data.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </ul>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <li aria-label={`Offer on ${offer.title}`} className="flex flex-col gap-2 rounded-sm border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-display text-lg">
          {offer.title} <span className="text-sm text-muted">by {offer.artistName}</span>
        </p>
        <StatusBadge tone={TONES[offer.status]}>{OFFER_STATUS_LABELS[offer.status]}</StatusBadge>
      </div>
      <p className="text-sm tabular-nums">
        You offered {formatUsd(offer.amount)} (price {formatUsd(offer.listedPrice)})
        {offer.counterAmount !== null ? `; the artist countered with ${formatUsd(offer.counterAmount)}` : ''}
        {offer.agreedAmount !== null ? `; agreed at ${formatUsd(offer.agreedAmount)}` : ''}
      </p>
      {offer.counterNote ? <p className="text-sm">The artist wrote: {offer.counterNote}</p> : null}
      {offer.declineReason ? <p className="text-sm">The artist wrote: {offer.declineReason}</p> : null}
      {offer.status === 'declined' && offer.message ? <p className="text-sm text-muted">{offer.message}</p> : null}
      {offer.dueAt && (offer.status === 'countered' || offer.status === 'accepted') ? (
        <p className="text-sm text-muted">
          {offer.status === 'accepted' ? 'Held for you until' : 'Please answer by'} {when(offer.dueAt)}
        </p>
      ) : null}
      {offer.status === 'countered' ? <CounterAnswer offer={offer} /> : null}
      {offer.status === 'accepted' ? <PayNow offer={offer} /> : null}
    </li>
  );
}

function CounterAnswer({ offer }: { offer: Offer }) {
  const answer = useAnswerCounter();
  return (
    <div className="flex flex-col gap-2">
      {answer.isError ? <Alert>{errorMessage(answer.error, OfferMessages.fetchFailed)}</Alert> : null}
      <div className="flex gap-3">
        <Button disabled={answer.isPending} onClick={() => answer.mutate({ offerId: offer.id, action: 'accept' })}>
          Accept {formatUsd(offer.counterAmount ?? 0)}
        </Button>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ offerId: offer.id, action: 'decline' })}
        >
          Decline counter
        </Button>
      </div>
    </div>
  );
}

/** Puts the work in the cart with a way to ship, then checkout takes over at the agreed price. */
function PayNow({ offer }: { offer: Offer }) {
  const navigate = useNavigate();
  const options = useShippingOptions(offer.productId, true);
  const [chosen, setChosen] = useState<string>('');
  const put = usePutOfferInCart();
  const list = options.data ?? [];
  const shippingOptionId = chosen || (list.length === 1 ? (list[0]?.id ?? '') : '');
  return (
    <div className="flex flex-col gap-2">
      {list.length > 1 ? (
        <label className="flex flex-col gap-1 text-sm">
          Shipping
          <select
            className="rounded-sm border border-line px-3 py-2"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Choose how it ships</option>
            {list.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({formatUsd(option.cost)})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {put.isError ? <Alert>{errorMessage(put.error, OfferMessages.fetchFailed)}</Alert> : null}
      <Button
        className="self-start"
        disabled={!shippingOptionId || put.isPending}
        onClick={() =>
          put.mutate({ productId: offer.productId, shippingOptionId }, { onSuccess: () => void navigate('/checkout') })
        }
      >
        Pay now
      </Button>
    </div>
  );
}
