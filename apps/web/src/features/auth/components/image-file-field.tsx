import { VENDOR_IMAGE_MAX_BYTES } from '@art-market/domain';
import { Field } from '../../../components/ui/field.tsx';

/** Logo and banner: images only, at most 5 MB each; null when the file is acceptable. */
export function imageFileProblem(label: string, file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return `${label} must be an image file`;
  if (file.size > VENDOR_IMAGE_MAX_BYTES) return `${label} must be 5 MB or smaller`;
  return null;
}

export function ImageFileField({
  label,
  name,
  error,
  onSelect,
}: {
  label: string;
  name: string;
  error: string | undefined;
  onSelect: (file: File | null) => void;
}) {
  return (
    <Field label={label} error={error} hint="An image file (JPG, PNG or WebP), up to 5 MB">
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
          className="block min-h-11 w-full text-sm file:mr-4 file:min-h-11 file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-sm file:font-medium"
        />
      )}
    </Field>
  );
}
