import { CERTIFICATE_STATUS_LABELS, CertificateMessages } from '@art-market/domain/copy';
import { inchesToCentimetres } from '@art-market/domain/rules';
import type { PublicCertificate } from '@art-market/domain/schemas';
import { CircleCheck, CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { usePublicCertificate } from '../api/certificates-api.ts';

/** /verify/{number}: anyone checks a certificate of sale (docs/product/certificates.md#the-verify-page). */
export function VerifyPage() {
  const { number = '' } = useParams();
  useDocumentTitle(`Certificate ${number}`);
  const certificate = usePublicCertificate(number);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm uppercase tracking-widest text-muted">Art Market certificate of sale</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{number}</h1>
      <div className="mt-8">
        {certificate.isPending ? <Spinner label="Checking the certificate…" /> : null}
        {certificate.isError ? (
          readFailure(certificate.error).status === 404 ? (
            <Alert>{CertificateMessages.notFound}</Alert>
          ) : (
            <ErrorPanel
              message={errorMessage(certificate.error, CertificateMessages.fetchFailed)}
              onRetry={() => void certificate.refetch()}
            />
          )
        ) : null}
        {certificate.data ? <CertificateView certificate={certificate.data} /> : null}
      </div>
    </div>
  );
}

function CertificateView({ certificate }: { certificate: PublicCertificate }) {
  const facts = certificate.facts;
  const artwork = facts?.artwork;
  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Verification" className="flex flex-col gap-3">
        <p
          className={`flex items-start gap-2 rounded-sm border px-4 py-3 ${
            certificate.signatureValid ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'
          }`}
        >
          {certificate.signatureValid ? (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleX aria-hidden className="mt-0.5 size-5 shrink-0" />
          )}
          <span>
            <strong>{certificate.signatureValid ? 'Verified' : 'Not verified'}.</strong>{' '}
            {certificate.signatureValid ? CertificateMessages.signatureChecks : CertificateMessages.signatureFails}
          </span>
        </p>
        <p className={certificate.stands ? '' : 'font-medium text-red-800'}>
          <strong>Status: {CERTIFICATE_STATUS_LABELS[certificate.status]}.</strong>{' '}
          {certificate.stands || !certificate.revokedAt
            ? CertificateMessages.stands
            : CertificateMessages.revokedOn(formatOrderDate(certificate.revokedAt))}
        </p>
      </section>
      {artwork && facts ? (
        <section aria-label="Certified facts" className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          {artwork.image ? (
            <img src={artwork.image} alt={`${artwork.title} by ${artwork.artist}`} className="max-h-96 w-full object-contain" />
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">Title</dt>
            <dd className="font-display text-base">{artwork.title}</dd>
            <dt className="text-muted">Artist</dt>
            <dd>{artwork.artist}</dd>
            <dt className="text-muted">Year</dt>
            <dd>{artwork.year ?? 'Not stated'}</dd>
            <dt className="text-muted">Medium</dt>
            <dd>{[artwork.medium, artwork.surface].filter(Boolean).join(' on ') || 'Not stated'}</dd>
            <dt className="text-muted">Size</dt>
            <dd>
              {artwork.width} × {artwork.height} in ({inchesToCentimetres(artwork.width)} × {inchesToCentimetres(artwork.height)}{' '}
              cm)
            </dd>
            <dt className="text-muted">Date of sale</dt>
            <dd>{formatOrderDate(facts.sale.date)}</dd>
            <dt className="text-muted">Order reference</dt>
            <dd>{facts.sale.orderReference}</dd>
            <dt className="text-muted">Issued</dt>
            <dd>{formatOrderDate(facts.issuedAt)}</dd>
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="provenance-heading">
        <h2 id="provenance-heading" className="text-2xl">
          Provenance
        </h2>
        <p className="mt-1 text-sm text-muted">Each owner is named only if they agreed; initials otherwise.</p>
        <ol aria-label="Owners, oldest first" className="mt-4 divide-y divide-line border-y border-line">
          {certificate.owners.map((owner) => (
            <li key={owner.sequence} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span>
                <span className="font-medium">{owner.shownAs}</span>{' '}
                <span className="text-sm text-muted">{owner.how === 'sale' ? 'bought it on Art Market' : 'by transfer'}</span>
              </span>
              <span className="text-sm">
                from {formatOrderDate(owner.since)}
                {owner.signatureValid ? '' : ' (does not check)'}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <details className="text-sm">
        <summary className="cursor-pointer">Check it yourself</summary>
        <div className="mt-3 flex flex-col gap-2">
          <p>
            Ed25519 key <code>{certificate.verification.keyId}</code>, published at{' '}
            <a className="text-accent underline" href={certificate.verification.publicKeyUrl}>
              {certificate.verification.publicKeyUrl}
            </a>
            . The signature covers the exact text below (UTF-8).
          </p>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all bg-ink/5 p-3 text-xs">
            {certificate.verification.certificate.payload}
          </pre>
          <p className="break-all text-xs">Signature: {certificate.verification.certificate.signature}</p>
        </div>
      </details>
    </div>
  );
}
