import { OFFER_STATUS_LABELS, OfferMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, formatUsd } from '@art-market/domain/rules';
import { artistAnswerSchema, type Offer } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { type OfferAnswer, useAnswerConversationOffer, useConversationOffer } from '#web/lib/conversation-offer-api.ts';
import type { ConversationAudience } from '#web/lib/conversations-api.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/text-field.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * The collector's alive offer on the conversation's artwork, above the thread: its amount, state and
 * deadline, and the answer it waits for from the reader (the studio on an open offer, the collector on a
 * counter). Nothing shows when there is no alive offer or it cannot be read.
 */
export function ConversationOffer({ audience, conversationId }: { audience: ConversationAudience; conversationId: string }) {
  const query = useConversationOffer(audience, conversationId);
  const answer = useAnswerConversationOffer(audience, conversationId);
  const offer = query.data;
  if (!offer) return null;
  const studio = audience.role === 'vendor';
  const send = (next: OfferAnswer) => answer.mutate({ offerId: offer.id, answer: next });
  return (
    <section aria-label="Offer on this artwork" className="flex flex-col gap-3 rounded-sm border border-line bg-white p-4">
      <p className="text-sm tabular-nums">
        <span className="font-medium">{OFFER_STATUS_LABELS[offer.status]}</span>
        {' · '}
        {studio ? `${offer.collectorName ?? 'The collector'} offered` : 'You offered'} {formatUsd(offer.amount)} (price{' '}
        {formatUsd(offer.listedPrice)}){offer.counterAmount !== null ? `; countered at ${formatUsd(offer.counterAmount)}` : ''}
        {offer.agreedAmount !== null ? `; agreed at ${formatUsd(offer.agreedAmount)}` : ''}
      </p>
      {offer.dueAt ? (
        <p className="text-sm text-muted">
          {offer.status === 'accepted' ? 'Held until' : 'Expires'} {when(offer.dueAt)}
        </p>
      ) : null}
      {answer.isError ? <Alert>{errorMessage(answer.error, OfferMessages.fetchFailed)}</Alert> : null}
      {studio && offer.status === 'open' ? <StudioAnswer offer={offer} pending={answer.isPending} send={send} /> : null}
      {!studio && offer.status === 'countered' && offer.counterAmount !== null ? (
        <div className="flex flex-wrap gap-3">
          <Button disabled={answer.isPending} onClick={() => send({ action: 'accept' })}>
            Accept {formatUsd(offer.counterAmount)}
          </Button>
          <Button variant="secondary" disabled={answer.isPending} onClick={() => send({ action: 'decline' })}>
            Decline
          </Button>
        </div>
      ) : null}
      {!studio && offer.status === 'accepted' ? (
        <Link to="/cart" className="text-sm underline underline-offset-4">
          {OfferMessages.checkoutAgain}
        </Link>
      ) : null}
    </section>
  );
}

type Mode = 'idle' | 'decline' | 'counter';

function StudioAnswer({ offer, pending, send }: { offer: Offer; pending: boolean; send: (answer: OfferAnswer) => void }) {
  const [mode, setMode] = useState<Mode>('idle');
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = artistAnswerSchema.safeParse(
      mode === 'counter'
        ? { action: 'counter', amount: amount.trim() === '' ? undefined : Number(amount), note: text }
        : { action: 'decline', reason: text },
    );
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    send(parsed.data);
  }
  if (mode === 'idle') {
    return (
      <div className="flex flex-wrap gap-3">
        <Button disabled={pending} onClick={() => send({ action: 'accept' })}>
          Accept {formatUsd(offer.amount)}
        </Button>
        <Button variant="secondary" onClick={() => setMode('counter')}>
          Counter
        </Button>
        <Button variant="secondary" onClick={() => setMode('decline')}>
          Decline
        </Button>
      </div>
    );
  }
  return (
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
        <Button type="submit" disabled={pending}>
          {mode === 'counter' ? 'Send counter' : 'Decline offer'}
        </Button>
        <Button variant="secondary" onClick={() => setMode('idle')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
