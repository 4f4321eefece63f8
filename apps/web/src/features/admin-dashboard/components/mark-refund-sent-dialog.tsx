import { formatUsd, RefundMessages } from '@art-market/domain/rules';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCompleteRefund } from '../api/complete-refund.ts';
import type { RefundNeedingAttention } from '../api/get-refunds-needing-attention.ts';

function SentForm({ refund, onDone }: { refund: RefundNeedingAttention; onDone: () => void }) {
  const complete = useCompleteRefund();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reference.trim();
    if (!trimmed) {
      setError(RefundMessages.referenceRequired);
      return;
    }
    complete.mutate(
      { refundId: refund.id, reference: trimmed },
      {
        onSuccess: () => {
          toast.success(`Refund of ${formatUsd(refund.amount)} for order ${refund.orderNumber} recorded as sent`);
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm">
        Send <strong className="tabular-nums">{formatUsd(refund.amount)}</strong> to {refund.customerEmail} by bank transfer, then
        record the transfer's reference here.
      </p>
      <TextField
        label="Bank transfer reference"
        required
        maxLength={100}
        autoComplete="off"
        hint="The UTR or reference of the transfer you sent."
        value={reference}
        error={error}
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
          complete.reset();
        }}
      />
      {complete.isError ? <Alert>{errorMessage(complete.error, 'Failed to record the refund')}</Alert> : null}
      <Button type="submit" disabled={complete.isPending} className="self-start">
        {complete.isPending ? 'Saving…' : 'Mark sent'}
      </Button>
    </form>
  );
}

/** A refund the admin sends by hand (a bank transfer back): recorded with the outgoing transfer's reference. */
export function MarkRefundSentDialog({ refund, onClose }: { refund: RefundNeedingAttention | null; onClose: () => void }) {
  return (
    <Modal
      open={refund !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Mark refund sent"
      description={refund ? `Order ${refund.orderNumber}` : undefined}
    >
      {refund ? <SentForm refund={refund} onDone={onClose} /> : null}
    </Modal>
  );
}
