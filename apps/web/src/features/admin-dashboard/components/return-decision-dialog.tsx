import { ReturnMessages } from '@art-market/domain/rules';
import type { AdminReturnView } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ReturnAddress } from '#web/components/returns/return-address.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUpdateReturn } from '../api/update-return.ts';

export type ReturnDecisionKind = 'approved' | 'rejected';

const TEXTS: Record<
  ReturnDecisionKind,
  { title: string; notes: string; hint: string; action: string; busy: string; done: string }
> = {
  approved: {
    title: 'Approve return',
    notes: 'Notes',
    hint: 'Optional. Mailed to the collector with how to send the artwork back.',
    action: 'Approve return',
    busy: 'Approving…',
    done: 'Return approved',
  },
  rejected: {
    title: 'Reject return',
    notes: 'Reason for rejecting',
    hint: 'Mailed to the collector.',
    action: 'Reject return',
    busy: 'Rejecting…',
    done: 'Return rejected',
  },
};

function DecisionForm({ item, kind, onDone }: { item: AdminReturnView; kind: ReturnDecisionKind; onDone: () => void }) {
  const update = useUpdateReturn();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const texts = TEXTS[kind];

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = notes.trim();
    if (kind === 'rejected' && !trimmed) {
      setError(ReturnMessages.rejectionReasonRequired);
      return;
    }
    update.mutate(
      { returnId: item.id, status: kind, ...(trimmed ? { notes: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(`${texts.done} for order ${item.orderNumber}`);
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {kind === 'approved' ? (
        <div className="text-sm">
          <p className="mb-2 text-muted">The collector is mailed where to send the artwork:</p>
          <ReturnAddress view={item} />
        </div>
      ) : null}
      <TextAreaField
        label={texts.notes}
        required={kind === 'rejected'}
        maxLength={1000}
        hint={texts.hint}
        value={notes}
        error={error}
        onChange={(event) => {
          setNotes(event.target.value);
          setError(undefined);
          update.reset();
        }}
      />
      {update.isError ? <Alert>{errorMessage(update.error, 'Failed to update the return')}</Alert> : null}
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? texts.busy : texts.action}
      </Button>
    </form>
  );
}

/** Approve (with optional notes) or reject (with the reason) a collector's return. */
export function ReturnDecisionDialog({
  decision,
  onClose,
}: {
  decision: { item: AdminReturnView; kind: ReturnDecisionKind } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={decision ? TEXTS[decision.kind].title : 'Return'}
      description={decision ? `Order ${decision.item.orderNumber} · ${decision.item.customerName}` : undefined}
    >
      {decision ? <DecisionForm item={decision.item} kind={decision.kind} onDone={onClose} /> : null}
    </Modal>
  );
}
