import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '#web/components/ui/modal.tsx';
import { useReturnPhoto } from '../api/get-return-photo.ts';

function ReturnPhoto({ url, alt }: { url: string; alt: string }) {
  const photo = useReturnPhoto(url);
  const [enlarged, setEnlarged] = useState(false);
  if (photo.isPending) {
    return (
      <div role="status" className="size-20 animate-pulse rounded-sm bg-ink/5 motion-reduce:animate-none">
        <span className="sr-only">Loading photo…</span>
      </div>
    );
  }
  if (photo.isError) {
    return (
      <button
        type="button"
        onClick={() => void photo.refetch()}
        className="flex size-20 flex-col items-center justify-center gap-1 rounded-sm border border-dashed border-line text-xs text-muted hover:border-ink"
      >
        <ImageOff aria-hidden="true" className="size-4" />
        <span>
          Photo failed<span className="sr-only">: {alt}</span>. Retry
        </span>
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setEnlarged(true)}
        aria-label={`Enlarge ${alt}`}
        className="rounded-sm border border-line bg-white p-0.5 hover:border-ink focus-visible:outline-2 focus-visible:outline-accent"
      >
        <img src={photo.data} alt={alt} className="size-20 object-cover" />
      </button>
      <Modal open={enlarged} onOpenChange={setEnlarged} title="Return photo" wide>
        <img src={photo.data} alt={alt} className="mx-auto max-h-[75vh] w-auto object-contain" />
      </Modal>
    </>
  );
}

/** The collector's photos of a return as thumbnails, each opening larger; loaded with the admin's token. */
export function ReturnPhotos({ urls, orderNumber }: { urls: readonly string[]; orderNumber: string }) {
  if (urls.length === 0) return <p className="text-sm text-muted">No photos</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={url}>
          <ReturnPhoto url={url} alt={`Photo ${index + 1} of the return of order ${orderNumber}`} />
        </li>
      ))}
    </ul>
  );
}
