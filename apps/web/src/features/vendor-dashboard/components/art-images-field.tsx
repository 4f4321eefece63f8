import { UploadHints } from '@art-market/domain/rules';
import { ImageFilesField } from '#web/components/ui/image-files-field.tsx';

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
    <ImageFilesField
      label="Artwork images"
      required
      hint={UploadHints.artworkImages}
      error={error}
      files={files}
      listLabel="Chosen images"
      gridClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
      captionOf={(file, index) => `${index === 0 ? 'Primary · ' : ''}${file.name}`}
      onChoose={(chosen) => onChange([...files, ...chosen])}
      onRemove={(index) => onChange(files.filter((_, position) => position !== index))}
    />
  );
}
