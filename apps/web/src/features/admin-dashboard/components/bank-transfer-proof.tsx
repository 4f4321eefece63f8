import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useBankTransferProof } from '../api/get-bank-transfer-proof.ts';
import type { PendingBankTransfer } from '../api/get-pending-bank-transfers.ts';

/** Long enough for the new tab or the download to read the file; then the copy in memory is let go. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function withObjectUrl(file: Blob, handOver: (url: string) => void) {
  const url = URL.createObjectURL(file);
  handOver(url);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

function openPdf(file: Blob) {
  withObjectUrl(file, (url) => window.open(url, '_blank', 'noopener'));
}

/** The new tab inherits this page's CSP, which some PDF viewers refuse to run under: a download always works. */
function downloadPdf(file: Blob, fileName: string) {
  withObjectUrl(file, (url) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  });
}

/** The payment proof: an image that enlarges on click, or a PDF opened in a new tab. */
export function BankTransferProof({ transfer }: { transfer: PendingBankTransfer }) {
  const proof = useBankTransferProof(transfer);
  const [enlarged, setEnlarged] = useState(false);
  const alt = `Proof of payment for order ${transfer.orderNumber}`;

  if (proof.isPending) {
    return (
      <div role="status" className="h-48 animate-pulse rounded-sm bg-ink/5 motion-reduce:animate-none">
        <span className="sr-only">Loading proof of payment…</span>
      </div>
    );
  }
  if (proof.isError) return <ErrorPanel message="Failed to load the proof of payment" onRetry={() => proof.refetch()} />;
  const { file, imageSrc } = proof.data;
  if (!imageSrc) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => openPdf(file)}>
          <FileText aria-hidden="true" className="size-4" />
          Open PDF proof
        </Button>
        <Button variant="ghost" onClick={() => downloadPdf(file, `proof-${transfer.orderNumber}.pdf`)}>
          <Download aria-hidden="true" className="size-4" />
          Download PDF proof
        </Button>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setEnlarged(true)}
        aria-label="Enlarge proof of payment"
        className="self-start rounded-sm border border-line bg-white p-1 hover:border-ink focus-visible:outline-2 focus-visible:outline-accent"
      >
        <img src={imageSrc} alt={alt} className="max-h-64 w-auto object-contain" />
      </button>
      <Modal open={enlarged} onOpenChange={setEnlarged} title="Proof of payment" wide>
        <img src={imageSrc} alt={alt} className="mx-auto max-h-[75vh] w-auto object-contain" />
      </Modal>
    </>
  );
}
