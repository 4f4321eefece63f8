import { OFFER_STATUS_LABELS, OfferMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, formatUsd } from '@art-market/domain/rules';
import { artistAnswerSchema, type Offer, offerSettingsSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import {
  type StudioOfferSetting,
  useAnswerOffer,
  useOfferSettings,
  useSaveOfferSettings,
  useStudioOffers,
} from '../api/studio-offers.ts';

const TONES: Record<Offer['status'], BadgeTone> = {
  open: 'pending',
  countered: 'info',
  accepted: 'live',
  declined: 'inactive',
  expired: 'inactive',
  lapsed: 'inactive',
  purchased: 'sold',
};

/** The studio's Offers tab: offers to answer, then which artworks take offers and their private floors. */
export function StudioOffersTab({ vendorId }: { vendorId: string }) {
  return (
    <div className="flex flex-col gap-10">
      <StudioOffers vendorId={vendorId} />
      <OfferSettingsTable vendorId={vendorId} />
    </div>
  );
}

function StudioOffers({ vendorId }: { vendorId: string }) {
  const offers = useStudioOffers(vendorId);
  return (
    <section aria-labelledby="studio-offers-heading" className="flex flex-col gap-4">
      <h2 id="studio-offers-heading" className="font-display text-2xl">
        Offers
      </h2>
      {offers.isPending ? <Spinner label="Loading offers" /> : null}
      {offers.isError ? <ErrorPanel message={OfferMessages.fetchFailed} onRetry={() => offers.refetch()} /> : null}
      {offers.data?.length === 0 ? <EmptyState title={OfferMessages.emptyStudio} /> : null}
      <ul className="flex flex-col gap-4">
        {offers.data?.map((offer) => (
          <li
            key={offer.id}
            aria-label={`Offer on ${offer.title}`}
            className="flex flex-col gap-2 rounded-sm border border-line bg-white p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-display text-lg">{offer.title}</p>
              <StatusBadge tone={TONES[offer.status]}>{OFFER_STATUS_LABELS[offer.status]}</StatusBadge>
            </div>
            <p className="text-sm tabular-nums">
              {offer.collectorName} offered {formatUsd(offer.amount)} (your price {formatUsd(offer.listedPrice)})
              {offer.counterAmount !== null ? `; you countered with ${formatUsd(offer.counterAmount)}` : ''}
              {offer.agreedAmount !== null ? `; agreed at ${formatUsd(offer.agreedAmount)}` : ''}
            </p>
            {offer.note ? <p className="text-sm">Their note: {offer.note}</p> : null}
            {offer.status === 'open' && offer.dueAt ? (
              <p className="text-sm text-muted">Please answer by {new Date(offer.dueAt).toLocaleString()}</p>
            ) : null}
            {offer.status === 'open' ? <OfferAnswer vendorId={vendorId} offer={offer} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Mode = 'idle' | 'decline' | 'counter';

/** Accept at once, or open a small form to decline (optional reason) or counter (amount, optional note). */
function OfferAnswer({ vendorId, offer }: { vendorId: string; offer: Offer }) {
  const [mode, setMode] = useState<Mode>('idle');
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answer = useAnswerOffer(vendorId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input =
      mode === 'counter'
        ? { action: 'counter', amount: amount.trim() === '' ? undefined : Number(amount), note: text }
        : { action: 'decline', reason: text };
    const parsed = artistAnswerSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    answer.mutate({ vendorId, offerId: offer.id, answer: parsed.data });
  }

  return (
    <div className="flex flex-col gap-3">
      {answer.isError ? <Alert>{errorMessage(answer.error, OfferMessages.fetchFailed)}</Alert> : null}
      {mode === 'idle' ? (
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={answer.isPending}
            onClick={() => answer.mutate({ vendorId, offerId: offer.id, answer: { action: 'accept' } })}
          >
            Accept {formatUsd(offer.amount)}
          </Button>
          <Button variant="secondary" onClick={() => setMode('counter')}>
            Counter
          </Button>
          <Button variant="secondary" onClick={() => setMode('decline')}>
            Decline
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={mode === 'counter' ? 'Counter offer' : 'Decline offer'}
          className="flex flex-col gap-3"
        >
          {mode === 'counter' ? (
            <TextField
              label="Your counter (USD)"
              inputMode="decimal"
              value={amount}
              error={errors.amount}
              hint="More than the offer and less than your price."
              onChange={(event) => {
                setAmount(event.target.value);
                setErrors({});
              }}
            />
          ) : null}
          <TextAreaField
            label={mode === 'counter' ? 'A note to the collector (optional)' : 'Reason (optional, the collector reads it)'}
            value={text}
            error={errors.note ?? errors.reason}
            onChange={(event) => {
              setText(event.target.value);
              setErrors({});
            }}
          />
          <div className="flex gap-3">
            <Button type="submit" disabled={answer.isPending}>
              {mode === 'counter' ? 'Send counter' : 'Decline offer'}
            </Button>
            <Button variant="secondary" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function OfferSettingsTable({ vendorId }: { vendorId: string }) {
  const settings = useOfferSettings(vendorId);
  return (
    <section aria-labelledby="offer-settings-heading" className="flex flex-col gap-4">
      <h2 id="offer-settings-heading" className="font-display text-2xl">
        Offer settings
      </h2>
      <p className="text-sm text-muted">
        Choose which artworks take offers. Offers below your lowest offer are declined at once, politely; collectors never see it.
      </p>
      {settings.isPending ? <Spinner label="Loading offer settings" /> : null}
      {settings.isError ? <ErrorPanel message={OfferMessages.fetchFailed} onRetry={() => settings.refetch()} /> : null}
      <ul className="flex flex-col gap-3">
        {settings.data?.map((row) => (
          <SettingRow key={row.productId} vendorId={vendorId} row={row} />
        ))}
      </ul>
    </section>
  );
}

function SettingRow({ vendorId, row }: { vendorId: string; row: StudioOfferSetting }) {
  const [accepts, setAccepts] = useState(row.acceptsOffers);
  const [floor, setFloor] = useState(row.floor === null ? '' : String(row.floor));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveOfferSettings(vendorId);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = offerSettingsSchema.safeParse({ acceptsOffers: accepts, floor: floor.trim() === '' ? null : Number(floor) });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).floor);
      return;
    }
    save.mutate({ vendorId, productId: row.productId, settings: parsed.data });
  }
  return (
    <li className="rounded-sm border border-line bg-white p-4">
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Offer settings for ${row.title}`}
        className="flex flex-wrap items-end gap-4"
      >
        <p className="min-w-48 flex-1">
          {row.title} <span className="text-sm text-muted tabular-nums">{formatUsd(row.price)}</span>
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={accepts} onChange={(event) => setAccepts(event.target.checked)} />
          Accepts offers
        </label>
        <TextField
          label="Lowest offer (USD, private)"
          inputMode="decimal"
          value={floor}
          error={error}
          onChange={(event) => {
            setFloor(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save
        </Button>
        {save.isSuccess ? <Alert tone="success">{OfferMessages.settingsSaved}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error, OfferMessages.fetchFailed)}</Alert> : null}
      </form>
    </li>
  );
}
