import { OfferMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, formatUsd } from '@art-market/domain/rules';
import { makeOfferSchema, type Offer } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { useMakeOffer } from '../api/artwork-offers.ts';

type Errors = { amount?: string; note?: string; question?: string };

/** The amount, an optional note and an optional question for the artist; checked here with the server's schema, then sent. */
export function MakeOfferForm({
  productId,
  listedPrice,
  onCancel,
}: {
  productId: string;
  listedPrice: number;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<Offer | null>(null);
  const send = useMakeOffer();

  if (answer) {
    return answer.status === 'declined' ? (
      <Alert tone="info">{answer.message ?? OfferMessages.belowFloor}</Alert>
    ) : (
      <Alert tone="success">
        {OfferMessages.sent}
        {answer.conversationId ? (
          <>
            {' '}
            <Link to={`/messages/${answer.conversationId}`}>{OfferMessages.questionSent}</Link>
          </>
        ) : null}
      </Alert>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = makeOfferSchema.safeParse({
      amount: amount.trim() === '' ? undefined : Number(amount),
      note,
      // A blank question is no question: the field is optional.
      question: question.trim() === '' ? undefined : question,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    if (parsed.data.amount >= listedPrice) {
      setErrors({ amount: OfferMessages.atOrAboveListed });
      return;
    }
    send.mutate(
      { productId, ...parsed.data },
      {
        onSuccess: setAnswer,
        onError: (error) => setErrors(readFailure(error).fieldErrors as Errors),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={OfferMessages.makeOffer}
      className="flex flex-col gap-4 border-t border-line pt-4"
    >
      <TextField
        label="Your offer (USD)"
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        hint={`The price is ${formatUsd(listedPrice)} with tax; shipping is added at checkout.`}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
      />
      <TextAreaField
        label="A note to the artist (optional)"
        value={note}
        error={errors.note}
        onChange={(event) => {
          setNote(event.target.value);
          setErrors((current) => ({ ...current, note: undefined }));
        }}
      />
      <TextAreaField
        label={OfferMessages.questionLabel}
        hint={OfferMessages.questionHint}
        value={question}
        error={errors.question}
        onChange={(event) => {
          setQuestion(event.target.value);
          setErrors((current) => ({ ...current, question: undefined }));
        }}
      />
      {send.isError && Object.keys(readFailure(send.error).fieldErrors).length === 0 ? (
        <Alert>{errorMessage(send.error, OfferMessages.fetchFailed)}</Alert>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={send.isPending}>
          Send offer
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
