import { CERTIFICATE_STATUS_LABELS, CertificateMessages } from '@art-market/domain/copy';
import { type CertificateStatus, verifyPathOf } from '@art-market/domain/rules';
import { type CollectorCertificate, certificateTransferInputSchema } from '@art-market/domain/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import {
  downloadCertificatePdf,
  useCancelTransfer,
  useChooseName,
  useCollectorCertificates,
  useOfferTransfer,
} from '../api/certificates.ts';

const TONES: Record<CertificateStatus, BadgeTone> = {
  issued: 'live',
  transfer_pending: 'pending',
  transferred: 'sold',
  revoked: 'rejected',
};

/** The collector's certificates of sale: download, name or initials, transfer (docs/product/certificates.md#in-the-dashboard). */
export function CertificatesList() {
  const certificates = useCollectorCertificates();
  if (certificates.isPending) return <TableSkeleton label="Loading your certificates…" rows={1} />;
  if (certificates.isError) {
    return (
      <ErrorPanel
        message={errorMessage(certificates.error, CertificateMessages.fetchFailed)}
        onRetry={() => void certificates.refetch()}
      />
    );
  }
  if (certificates.data.length === 0) return <EmptyState title={CertificateMessages.emptyCertificates} />;
  return (
    <ul className="divide-y divide-line border-y border-line">
      {certificates.data.map((certificate) => (
        <CertificateItem key={certificate.number} certificate={certificate} />
      ))}
    </ul>
  );
}

function CertificateItem({ certificate }: { certificate: CollectorCertificate }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [transferring, setTransferring] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const chooseName = useChooseName();
  const cancel = useCancelTransfer();
  const owner = certificate.isOwner;
  const standing = certificate.status !== 'revoked';
  const report = (promise: Promise<unknown>, done: string) => {
    setNotice(null);
    setFailure(null);
    promise.then(
      () => setNotice(done),
      (error: unknown) => setFailure(errorMessage(error, CertificateMessages.fetchFailed)),
    );
  };
  return (
    <li aria-label={`Certificate ${certificate.number}`} className="flex flex-col gap-3 py-5 sm:flex-row sm:gap-6">
      {certificate.image ? (
        <img src={certificate.image} alt={`${certificate.title} by ${certificate.artist}`} className="h-24 w-24 object-contain" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-display text-lg">{certificate.title}</p>
          <StatusBadge tone={TONES[certificate.status]}>
            {owner ? CERTIFICATE_STATUS_LABELS[certificate.status] : 'Passed on'}
          </StatusBadge>
        </div>
        <p className="text-sm text-muted">
          {certificate.artist} · {certificate.number} · sold {formatOrderDate(certificate.saleDate)} · order{' '}
          {certificate.orderReference}
        </p>
        {certificate.revokedAt ? (
          <p className="text-sm">{CertificateMessages.revokedOn(formatOrderDate(certificate.revokedAt))}</p>
        ) : null}
        <p className="text-sm">
          You appear on it as <strong>{certificate.shownAs}</strong>.
        </p>
        <CheckboxField
          label={CertificateMessages.showNameLabel}
          checked={certificate.showName}
          disabled={chooseName.isPending}
          onChange={(event) => {
            const showName = event.currentTarget.checked;
            report(
              chooseName.mutateAsync({ number: certificate.number, showName }),
              showName ? CertificateMessages.nameShown : CertificateMessages.initialsShown,
            );
          }}
        />
        {certificate.pendingTransfer ? (
          <p className="text-sm">
            Transfer offered to {certificate.pendingTransfer.email} on {formatOrderDate(certificate.pendingTransfer.offeredAt)},
            waiting for them to accept.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {owner ? (
            <Button
              variant="secondary"
              onClick={() => report(downloadCertificatePdf(certificate.number), `${certificate.number}.pdf downloaded`)}
            >
              Download PDF
            </Button>
          ) : null}
          <Link to={verifyPathOf(certificate.number)} className="text-sm text-accent underline underline-offset-4">
            Verify page
          </Link>
          {owner && standing && !certificate.pendingTransfer ? (
            <Button
              variant="ghost"
              onClick={(event) => {
                trigger.current = event.currentTarget;
                setNotice(null);
                setTransferring(true);
              }}
            >
              Transfer to a new owner
            </Button>
          ) : null}
          {owner && certificate.pendingTransfer ? (
            <Button
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => report(cancel.mutateAsync(certificate.number), CertificateMessages.transferCancelled)}
            >
              Cancel the transfer
            </Button>
          ) : null}
        </div>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {failure ? <Alert>{failure}</Alert> : null}
      </div>
      <Modal
        open={transferring}
        onOpenChange={setTransferring}
        title={`Transfer “${certificate.title}”`}
        description="The new owner gets an e-mail with a link. Once they accept it, signed in with that address, the certificate is theirs and its page shows both of you."
        returnFocusTo={trigger}
      >
        <TransferForm
          number={certificate.number}
          onDone={(email) => {
            setTransferring(false);
            setNotice(CertificateMessages.transferOffered(email));
          }}
        />
      </Modal>
    </li>
  );
}

function TransferForm({ number, onDone }: { number: string; onDone: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const offer = useOfferTransfer();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = certificateTransferInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await offer.mutateAsync({ number, email: parsed.data.email });
      onDone(parsed.data.email);
    } catch (failure) {
      setError(errorMessage(failure, CertificateMessages.fetchFailed));
    }
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label="New owner's e-mail"
        type="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={offer.isPending} className="self-start">
        Send the transfer
      </Button>
    </form>
  );
}
