import {
  fieldErrorsOf,
  formatUsd,
  RETURN_REASON_NAMES,
  RETURN_REASONS,
  type ReturnReason,
  returnRefundCappedNote,
} from '@art-market/domain/rules';
import { type DashboardOrder, type ReturnView, returnRequestFieldsSchema } from '@art-market/domain/schemas';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { AfterSaleWords, REFUND_TIMING } from '../after-sale-words.ts';
import { useRequestReturn } from '../api/request-return.ts';
import { useNow } from '../use-time-left.ts';
import { ReturnPhotosField } from './return-photos-field.tsx';
import { ReturnRefundSummary } from './return-refund-summary.tsx';

type ReturnField = 'reason' | 'description' | 'photos';

export function ReturnRequestDialog({
  order,
  open,
  onOpenChange,
  onRequested,
  returnFocusTo,
}: {
  order: DashboardOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRequested: (view: ReturnView) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Return from order #${order.orderNumber}`}
      description="Your return covers the delivered artworks of this order."
      returnFocusTo={returnFocusTo}
    >
      <ReturnRequestForm order={order} onRequested={onRequested} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ReturnRequestForm({
  order,
  onRequested,
  onDone,
}: {
  order: DashboardOrder;
  onRequested: (view: ReturnView) => void;
  onDone: () => void;
}) {
  const request = useRequestReturn();
  const now = useNow(true);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<ReturnField, string>>>({});

  if (request.isSuccess) return <ReturnRequested view={request.data} onDone={onDone} />;
  // Once requested the order is refreshed without a quote; until then it always has one (OrderActions).
  if (!order.returnQuote || !order.returnableUntil) return null;

  function edit(field: ReturnField, apply: () => void, problem?: string) {
    apply();
    setErrors((current) => ({ ...current, [field]: problem }));
    if (!request.isIdle) request.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnRequestFieldsSchema.safeParse({ reason: reason || undefined, description });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    request.mutate(
      { orderId: order.id, reason: parsed.data.reason, description: parsed.data.description, photos },
      {
        onSuccess: onRequested,
        onError: (error) => setErrors(readFailure(error).fieldErrors),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ReasonChoice value={reason} error={errors.reason} onChange={(chosen) => edit('reason', () => setReason(chosen))} />
      <TextAreaField
        label="Describe the problem"
        hint="What is wrong, or why you are sending it back (optional)."
        value={description}
        error={errors.description}
        onChange={(event) => edit('description', () => setDescription(event.target.value))}
      />
      <ReturnPhotosField
        photos={photos}
        error={errors.photos}
        onChange={(chosen, problem) => edit('photos', () => setPhotos(chosen), problem)}
      />
      <ReturnRefundSummary
        quote={order.returnQuote}
        returnableUntil={order.returnableUntil}
        reason={reason}
        photoCount={photos.length}
        now={now}
      />
      {request.isError ? <Alert>{errorMessage(request.error, AfterSaleWords.returnFailed)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Keep the artwork
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Request return'}
        </Button>
      </div>
    </form>
  );
}

/** The reasons as radio buttons with the domain's names; the error under the group is announced with it. */
function ReasonChoice({
  value,
  error,
  onChange,
}: {
  value: ReturnReason | '';
  error: string | undefined;
  onChange: (reason: ReturnReason) => void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">
        Reason for the return
        <span aria-hidden="true" className="text-accent">
          {' '}
          *
        </span>
      </legend>
      {RETURN_REASONS.map((reason) => (
        <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={value === reason}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(reason)}
            className="size-5 accent-accent"
          />
          {RETURN_REASON_NAMES[reason]}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What happens after the request, in the order it happens. */
function ReturnRequested({ view, onDone }: { view: ReturnView; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-2">
        <h3 className="font-display text-xl">Return requested</h3>
        <p>We have told the artist and our team will review your request.</p>
      </div>
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>Our team reviews your request and e-mails you whether it is approved.</li>
        <li>Once approved, pack the artwork as it came to you, with its certificate, and send it back with a tracked service.</li>
        <li>
          When it reaches us we refund {formatUsd(view.refundAmount)}
          {view.fullRefund ? ' (in full)' : ''} to your original payment method. {REFUND_TIMING}
        </li>
      </ol>
      {view.refundCappedFrom !== null ? (
        <p className="text-sm">{returnRefundCappedNote(view.refundAmount, view.refundCappedFrom)}</p>
      ) : null}
      <p className="text-sm text-muted">You can follow your return under Returns on this page.</p>
      <Button onClick={onDone} className="self-end">
        Done
      </Button>
    </div>
  );
}
