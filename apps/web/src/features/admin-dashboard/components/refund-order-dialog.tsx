import { TwoFactorMessages } from '@art-market/domain/copy';
import { formatUsd, RefundMessages, toCents } from '@art-market/domain/rules';
import { type AdminOrder, adminRefundBodySchema } from '@art-market/domain/schemas';
import { type FormEvent, type RefObject, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { useTwoFactorStatus } from '#web/lib/two-factor-api.ts';
import { useRefundOrder } from '../api/refund-order.ts';

type FieldName = 'amount' | 'reason';

/** The form's errors by the domain's schema, plus "not more than is left" (the server's 409, said before asking). */
function checkRefund(amountText: string, reason: string, refundable: number) {
  const amount = amountText.trim() === '' ? undefined : Number(amountText);
  const parsed = adminRefundBodySchema.safeParse({ amount, reason });
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  if (!errors.amount && amount !== undefined && toCents(amount) > toCents(refundable)) errors.amount = RefundMessages.tooMuch;
  return parsed.success && !errors.amount ? { body: parsed.data } : { errors };
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const refund = useRefundOrder();
  // One key per opening of the dialog: a double click or a retry after a lost answer refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // With two-factor authentication on, each new refund takes a fresh code from the app.
  const twoFactor = useTwoFactorStatus('admin');
  const [code, setCode] = useState('');
  const codeError = readFailure(refund.error).fieldErrors.code;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkRefund(amount, reason, order.refundableAmount);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    refund.mutate(
      {
        orderId: order.id,
        idempotencyKey,
        body: twoFactor.data?.enabled ? { ...checked.body, code: code.trim() } : checked.body,
      },
      {
        onSuccess: (answer) => {
          toast.success(`Refund of ${formatUsd(answer.refund.amount)} issued for order ${order.orderNumber}`);
          onDone();
        },
      },
    );
  }

  function edit(field: FieldName, apply: () => void) {
    apply();
    setErrors((current) => ({ ...current, [field]: undefined }));
    refund.reset();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <dl aria-label="Refund so far" className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt>Paid</dt>
        <dd className="text-right tabular-nums">{formatUsd(order.totalAmount)}</dd>
        <dt>Already refunded</dt>
        <dd className="text-right tabular-nums">{formatUsd(order.refundedAmount)}</dd>
        <dt className="font-semibold">Left to refund</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsd(order.refundableAmount)}</dd>
      </dl>
      <TextField
        label="Amount (USD)"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        max={order.refundableAmount}
        hint={`Leave empty to refund everything left: ${formatUsd(order.refundableAmount)}`}
        value={amount}
        error={errors.amount}
        onChange={(event) => edit('amount', () => setAmount(event.target.value))}
      />
      <TextAreaField
        label="Reason"
        required
        maxLength={500}
        hint="Kept with the refund and shown to the other admins."
        value={reason}
        error={errors.reason}
        onChange={(event) => edit('reason', () => setReason(event.target.value))}
      />
      {twoFactor.data?.enabled ? (
        <TextField
          label={TwoFactorMessages.codeLabel}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="From your authenticator app"
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.target.value);
            refund.reset();
          }}
        />
      ) : null}
      {refund.isError && !codeError ? <Alert>{errorMessage(refund.error, 'Failed to refund the order')}</Alert> : null}
      <Button type="submit" disabled={refund.isPending} className="self-start">
        {refund.isPending ? 'Refunding…' : amount.trim() ? 'Refund' : `Refund ${formatUsd(order.refundableAmount)}`}
      </Button>
    </form>
  );
}

/** The admin's refund of a paid order, in full or in part, never more than is left. */
export function RefundOrderDialog({
  order,
  open,
  onClose,
  returnFocusTo,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      returnFocusTo={returnFocusTo}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Refund order"
      description={`Order ${order.orderNumber} · ${order.customerName}`}
    >
      {open ? <RefundForm order={order} onDone={onClose} /> : null}
    </Modal>
  );
}
