import { CatalogMessages, certificateKind } from '@art-market/domain/rules';
import { FileText } from 'lucide-react';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';

/** Certificate of authenticity: images inline, a PDF as a link, anything else named unsupported. */
export function CertificateViewer({ url, details, title }: { url: string | null; details: string; title: string }) {
  const kind = certificateKind(url);
  return (
    <div className="flex flex-col gap-3 text-sm">
      {details ? <p>{details}</p> : null}
      {kind === 'missing' ? <p className="text-muted">{CatalogMessages.missingCertificate}</p> : null}
      {kind === 'unsupported' ? <p className="text-muted">{CatalogMessages.unsupportedCertificate}</p> : null}
      {kind === 'image' ? (
        <div className="max-w-md border border-line bg-white p-2">
          <ArtworkImage url={url} alt={`Certificate of authenticity for ${title}`} />
        </div>
      ) : null}
      {kind === 'pdf' && url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 text-accent underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          View certificate (PDF)<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
