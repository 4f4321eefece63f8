import { ProductMessages } from '@art-market/domain/rules';
import { type ManagedProduct, productRejectionSchema } from '@art-market/domain/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { controlClasses, Field } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useApproveProduct } from '../api/approve-product.ts';
import { useRejectProduct } from '../api/reject-product.ts';
import { COMMISSION_LABEL, readCommission } from './commission-input.ts';
import { ProductReviewDetails } from './product-review-details.tsx';

type ApprovalChoice = 'pending' | 'approved' | 'rejected';

/** A waiting change is reviewed as such; otherwise the artwork's own state is the starting choice. */
function firstChoice(product: ManagedProduct): ApprovalChoice {
  if (stranded(product)) return 'rejected';
  if (product.revision?.status === 'pending') return 'pending';
  if (product.status === 'rejected') return 'rejected';
  return product.isApproved ? 'approved' : 'pending';
}

/** A change that waited while the artwork sold or was withdrawn: it can only be rejected (the sale stands). */
const stranded = (product: ManagedProduct) => product.revision?.status === 'pending' && !product.revisionApplicable;

/** The server's reason (no images yet, sold meanwhile...) when it gave one, else the console's text. */
function failureText(error: unknown): string {
  return errorMessage(error, ProductMessages.statusUpdateFailed);
}

function ApprovalForm({ product, onDone }: { product: ManagedProduct; onDone: () => void }) {
  const approve = useApproveProduct();
  const reject = useRejectProduct();
  const [choice, setChoice] = useState<ApprovalChoice>(firstChoice(product));
  const [commission, setCommission] = useState(String(product.commissionPercentage));
  const [commissionError, setCommissionError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const failed = approve.isError ? approve.error : reject.isError ? reject.error : undefined;

  function resetRequests() {
    approve.reset();
    reject.reset();
  }

  function sendRejection() {
    const parsed = productRejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    reject.mutate(
      { productId: product.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('Product rejected: the artist was told why');
          onDone();
        },
      },
    );
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (choice === 'rejected') {
      sendRejection();
      return;
    }
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
      <ProductReviewDetails product={product} />
      {stranded(product) ? <Alert>{ProductMessages.soldWhileWaiting}</Alert> : null}
      <Field label="Status">
        {({ id }) => (
          <select
            id={id}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as ApprovalChoice);
              resetRequests();
            }}
            className={controlClasses}
          >
            {stranded(product) ? null : (
              <>
                <option value="pending">Pending Review</option>
                <option value="approved">
                  {product.revision?.status === 'pending' ? 'Approved (apply the change)' : 'Approved'}
                </option>
              </>
            )}
            <option value="rejected">Rejected</option>
          </select>
        )}
      </Field>
      {choice === 'rejected' ? (
        <TextAreaField
          label="Reason for rejection"
          hint="Sent to the artist by e-mail; they can edit the listing and send it again"
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
            resetRequests();
          }}
        />
      ) : (
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
            resetRequests();
          }}
        />
      )}
      {failed ? <Alert>{failureText(failed)}</Alert> : null}
      <Button type="submit" disabled={approve.isPending || reject.isPending} className="self-start">
        {approve.isPending || reject.isPending ? 'Saving…' : 'Save'}
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
      wide
      description={product ? `${product.productNumber} · ${product.title} by ${product.artistName}` : undefined}
    >
      {product ? <ApprovalForm product={product} onDone={onClose} /> : null}
    </Modal>
  );
}
