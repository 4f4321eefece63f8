import type { ManagedProduct } from '@art-market/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, readFailure } from '../../../lib/api-client.ts';
import { useApproveProduct } from '../api/approve-product.ts';
import { COMMISSION_LABEL, readCommission } from './commission-input.ts';

type ApprovalChoice = 'pending' | 'approved';

function failureText(error: unknown): string {
  if (readFailure(error).networkFailure) return 'An error occurred during approval';
  return errorMessage(error, 'Failed to process approval');
}

function ApprovalForm({ product, onDone }: { product: ManagedProduct; onDone: () => void }) {
  const approve = useApproveProduct();
  const [choice, setChoice] = useState<ApprovalChoice>(product.isApproved ? 'approved' : 'pending');
  const [commission, setCommission] = useState(String(product.commissionPercentage));
  const [commissionError, setCommissionError] = useState<string | undefined>();

  function save(event: React.FormEvent) {
    event.preventDefault();
    const read = readCommission(commission);
    if ('error' in read) {
      setCommissionError(read.error);
      return;
    }
    approve.mutate(
      { productId: product.id, isApproved: choice === 'approved', commissionPercentage: read.value },
      {
        onSuccess: () => {
          toast.success('Product updated');
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      <Field label="Status">
        {({ id }) => (
          <select
            id={id}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as ApprovalChoice);
              approve.reset();
            }}
            className={controlClasses}
          >
            <option value="pending">Pending Review</option>
            <option value="approved">Approved</option>
            {/* The spec shows a rejected label that cannot be chosen. */}
            <option value="rejected" disabled>
              Rejected
            </option>
          </select>
        )}
      </Field>
      <TextField
        label={COMMISSION_LABEL}
        type="number"
        min={0}
        max={100}
        step={0.1}
        value={commission}
        error={commissionError}
        onChange={(event) => {
          setCommission(event.target.value);
          setCommissionError(undefined);
          approve.reset();
        }}
      />
      {approve.isError ? <Alert>{failureText(approve.error)}</Alert> : null}
      <Button type="submit" disabled={approve.isPending} className="self-start">
        {approve.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

export function ProductApprovalDialog({ product, onClose }: { product: ManagedProduct | null; onClose: () => void }) {
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Product approval"
      description={product ? `${product.productNumber} · ${product.title} by ${product.artistName}` : undefined}
    >
      {product ? <ApprovalForm product={product} onDone={onClose} /> : null}
    </Modal>
  );
}
