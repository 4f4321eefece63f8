import { CertificateMessages } from '@art-market/domain/copy';
import { verifyPathOf } from '@art-market/domain/rules';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useAcceptTransfer, useCertificateTransfer } from '../api/certificates-api.ts';

/**
 * Where a transfer's mailed link lands: signed in with the address it was sent to, the collector accepts
 * the certificate, named or by initials (docs/product/certificates.md#transfer-to-a-new-owner).
 */
export function TransferPage() {
  useDocumentTitle('Accept a certificate');
  const { token = '' } = useParams();
  const location = useLocation();
  const { customerToken } = useSession();
  const transfer = useCertificateTransfer(token, customerToken !== null);
  const accept = useAcceptTransfer(token);
  const [showName, setShowName] = useState(false);

  if (!customerToken) {
    return (
      <AuthCard title="Accept a certificate">
        <div className="flex flex-col gap-4">
          <p>Sign in, or create an account, with the e-mail address this transfer was sent to. Then open the link again.</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/login" state={{ redirectTo: location.pathname }}>
              Log in
            </ButtonLink>
            <ButtonLink to="/customer-registration" variant="secondary">
              Create an account
            </ButtonLink>
          </div>
        </div>
      </AuthCard>
    );
  }
  const view = transfer.data;
  return (
    <AuthCard title="Accept a certificate">
      {transfer.isPending ? <Spinner label="Opening the transfer…" /> : null}
      {transfer.isError ? <Alert>{errorMessage(transfer.error, CertificateMessages.transferNotFound)}</Alert> : null}
      {view && accept.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{CertificateMessages.transferAccepted}</Alert>
          <ButtonLink to={verifyPathOf(view.number)} variant="secondary" className="self-start">
            See the certificate
          </ButtonLink>
        </div>
      ) : view ? (
        <div className="flex flex-col gap-4">
          {view.image ? (
            <img src={view.image} alt={`${view.title} by ${view.artist}`} className="max-h-60 object-contain" />
          ) : null}
          <p>
            {view.fromOwner || 'The owner'} is transferring the certificate of sale{' '}
            <Link to={verifyPathOf(view.number)} className="text-accent underline">
              {view.number}
            </Link>{' '}
            for <span className="font-display">“{view.title}”</span> by {view.artist} to {view.email}.
          </p>
          {view.status !== 'pending' ? (
            <Alert>{CertificateMessages.transferClosed}</Alert>
          ) : !view.emailMatches ? (
            <Alert>{CertificateMessages.transferWrongEmail}</Alert>
          ) : (
            <>
              <CheckboxField
                label={CertificateMessages.showNameLabel}
                checked={showName}
                onChange={(event) => setShowName(event.currentTarget.checked)}
              />
              {accept.isError ? <Alert>{errorMessage(accept.error, CertificateMessages.transferClosed)}</Alert> : null}
              <Button className="self-start" disabled={accept.isPending} onClick={() => accept.mutate(showName)}>
                Accept the certificate
              </Button>
            </>
          )}
        </div>
      ) : null}
    </AuthCard>
  );
}
