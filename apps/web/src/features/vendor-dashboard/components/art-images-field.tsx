import { IMAGE_ACCEPT, UploadHints } from '@art-market/domain';
import { X } from 'lucide-react';
import { Field } from '../../../components/ui/field.tsx';

/** Shows a chosen file without keeping object URLs alive: the ref cleanup revokes it (React 19). */
function previewRef(file: File) {
  return (image: HTMLImageElement | null) => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  };
}

/** 1 to 5 images in the order chosen; the first becomes the primary image. */
export function ArtImagesField({
  files,
  error,
  onChange,
}: {
  files: readonly File[];
  error: string | undefined;
  onChange: (files: File[]) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Field label="Artwork images" required error={error} hint={UploadHints.artworkImages}>
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
              onChange([...files, ...chosen]);
            }}
            className="block min-h-11 w-full text-sm file:mr-4 file:min-h-11 file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {files.length > 0 ? (
        <ul aria-label="Chosen images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="relative flex flex-col gap-1">
              <img
                ref={previewRef(file)}
                alt={`Preview of ${file.name}`}
                className="aspect-square w-full bg-ink/5 object-contain"
              />
              <span className="truncate text-xs text-muted">
                {index === 0 ? 'Primary · ' : ''}
                {file.name}
              </span>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, position) => position !== index))}
                className="absolute top-1 right-1 inline-flex min-h-9 min-w-9 items-center justify-center rounded-full bg-white/90 hover:text-accent"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
