import { IMAGE_ACCEPT, isAcceptedImageType, MAX_RETURN_PHOTOS, ReturnMessages, UPLOAD_MAX_BYTES } from '@art-market/domain';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { Field } from '../../../components/ui/field.tsx';

/**
 * A chosen photo's preview. The ref callback is kept per file, so typing elsewhere in the form does not
 * make a new object URL on every render; its cleanup revokes the URL (React 19).
 */
function PhotoPreview({ photo }: { photo: File }) {
  const showPhoto = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(photo);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [photo],
  );
  return <img ref={showPhoto} alt={`Preview of ${photo.name}`} className="aspect-square w-full bg-ink/5 object-contain" />;
}

/**
 * Adds chosen files to the photos: only images the server accepts (by declared type and size, as the
 * server checks again), at most MAX_RETURN_PHOTOS; says why any were left out.
 */
export function addPhotos(current: readonly File[], chosen: readonly File[]): { photos: File[]; problem: string | undefined } {
  const accepted = chosen.filter((file) => isAcceptedImageType(file.type) && file.size <= UPLOAD_MAX_BYTES);
  const photos = [...current, ...accepted].slice(0, MAX_RETURN_PHOTOS);
  if (accepted.length < chosen.length) return { photos, problem: ReturnMessages.photoType };
  if (current.length + accepted.length > MAX_RETURN_PHOTOS) return { photos, problem: ReturnMessages.tooManyPhotos };
  return { photos, problem: undefined };
}

export function ReturnPhotosField({
  photos,
  error,
  onChange,
}: {
  photos: readonly File[];
  error: string | undefined;
  onChange: (photos: File[], problem: string | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Photos"
        error={error}
        hint={`Up to ${MAX_RETURN_PHOTOS} photos (JPG, PNG, WebP or GIF), 5 MB each. Damage needs at least one photo.`}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              const added = addPhotos(photos, chosen);
              onChange(added.photos, added.problem);
            }}
            className="block min-h-11 w-full text-sm file:mr-4 file:min-h-11 file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {photos.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="relative flex flex-col gap-1">
              <PhotoPreview photo={photo} />
              <span className="truncate text-xs text-muted">{photo.name}</span>
              <button
                type="button"
                onClick={() =>
                  onChange(
                    photos.filter((_, position) => position !== index),
                    undefined,
                  )
                }
                className="absolute top-1 right-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/90 hover:text-accent"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
