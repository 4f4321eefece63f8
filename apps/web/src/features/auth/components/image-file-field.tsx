import { IMAGE_ACCEPT, UploadHints, vendorImageProblem } from '@art-market/domain/rules';
import { uploadFactsOf } from '@art-market/domain/schemas';
import { Field } from '#web/components/ui/field.tsx';

/** Logo and banner: the server's rule and message, checked before sending; null when the file is acceptable. */
export function imageFileProblem(label: string, file: File | null): string | null {
  return file ? (vendorImageProblem(label, uploadFactsOf(file)) ?? null) : null;
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
    <Field label={label} error={error} hint={UploadHints.image}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
          className="block min-h-11 w-full text-sm file:mr-4 file:min-h-11 file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-sm file:font-medium"
        />
      )}
    </Field>
  );
}
