import { IMAGE_ACCEPT } from '@art-market/domain/rules';
import { X } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Field } from './field.tsx';

/**
 * A chosen image's preview. The ref callback is kept per file, so typing elsewhere in the form does not
 * make a new object URL on every render; its cleanup revokes the URL (React 19).
 */
function ImagePreview({ file }: { file: File }) {
  const showImage = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={showImage} alt={`Preview of ${file.name}`} className="aspect-square w-full bg-ink/5 object-contain" />;
}

/**
 * Images chosen for an upload: a file input that adds to the list (the caller decides what it keeps),
 * and the chosen images as previews, each with its own remove button.
 */
export function ImageFilesField({
  label,
  hint,
  required,
  error,
  files,
  listLabel,
  gridClassName,
  captionOf = (file) => file.name,
  onChoose,
  onRemove,
}: {
  label: string;
  hint: string;
  required?: boolean;
  error: string | undefined;
  files: readonly File[];
  listLabel: string;
  gridClassName: string;
  captionOf?: (file: File, index: number) => ReactNode;
  onChoose: (chosen: File[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Field label={label} required={required} error={error} hint={hint}>
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
              onChoose(chosen);
            }}
            className="block min-h-11 w-full text-sm file:mr-4 file:min-h-11 file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {files.length > 0 ? (
        <ul aria-label={listLabel} className={`grid gap-3 ${gridClassName}`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="relative flex flex-col gap-1">
              <ImagePreview file={file} />
              <span className="truncate text-xs text-muted">{captionOf(file, index)}</span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                className="absolute top-1 right-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/90 hover:text-accent"
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
