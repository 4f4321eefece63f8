import { ARTWORK_IMAGE_SIZES, CAROUSEL_TRANSITION_MS, type CatalogImage } from '@art-market/domain/rules';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X, ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';

const arrowClasses =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-ink shadow hover:text-accent';

/** Image left, previous/next with the 300 ms slide, thumbnails, zoom on click. */
export function ImageCarousel({ images, alt }: { images: readonly CatalogImage[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const current = images[index];
  const go = (next: number) => setIndex((next + count) % count);

  if (count === 0) {
    return <ArtworkImage url={null} alt={alt} />;
  }
  return (
    <section aria-roledescription="carousel" aria-label={`Images of ${alt}`} className="flex flex-col gap-3">
      <div className="relative overflow-hidden bg-white">
        <div
          className="flex transition-transform ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${CAROUSEL_TRANSITION_MS}ms` }}
        >
          {images.map((image, position) => (
            <div
              key={image.url}
              aria-hidden={position !== index}
              inert={position !== index}
              className="aspect-4/5 w-full shrink-0 sm:aspect-square"
            >
              <button type="button" onClick={() => setZoomed(true)} className="group relative block size-full cursor-zoom-in">
                <ArtworkImage
                  url={image.url}
                  width={image.width}
                  height={image.height}
                  alt={count > 1 ? `${alt}, image ${position + 1} of ${count}` : alt}
                  eager={position === 0}
                  fit="contain"
                  sizes={ARTWORK_IMAGE_SIZES}
                />
                <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 bg-paper/90 px-2 py-1 text-xs opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">
                  <ZoomIn aria-hidden="true" className="size-4" /> Zoom
                </span>
              </button>
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(index - 1)} className={`${arrowClasses} left-3`}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">Previous image</span>
            </button>
            <button type="button" onClick={() => go(index + 1)} className={`${arrowClasses} right-3`}>
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">Next image</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((image, position) => (
            <li key={image.url} className="w-16 shrink-0 sm:w-20">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-current={position === index}
                className={`block aspect-square w-full overflow-hidden border-2 bg-white ${position === index ? 'border-ink' : 'border-transparent hover:border-line'}`}
              >
                <ArtworkImage url={image.url} width={image.width} height={image.height} alt="" fit="contain" sizes="96px" />
                <span className="sr-only">
                  Show image {position + 1} of {count}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog.Root open={zoomed} onOpenChange={setZoomed}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-fade fixed inset-0 z-40 bg-ink/90" />
          <Dialog.Content className="animate-fade fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-10">
            <Dialog.Title className="sr-only">{alt}, enlarged</Dialog.Title>
            <Dialog.Description className="sr-only">Press Escape to close.</Dialog.Description>
            <div className="h-full w-full">
              <ArtworkImage
                url={current?.url}
                width={current?.width}
                height={current?.height}
                alt={alt}
                eager
                fit="contain"
                sizes="100vw"
              />
            </div>
            <Dialog.Close className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-paper text-ink hover:text-accent">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close zoom</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
