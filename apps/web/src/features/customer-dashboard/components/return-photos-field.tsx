import { isAcceptedImageType, MAX_RETURN_PHOTOS, ReturnMessages, UPLOAD_MAX_BYTES } from '@art-market/domain/rules';
import { ImageFilesField } from '#web/components/ui/image-files-field.tsx';

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
    <ImageFilesField
      label="Photos"
      hint={`Up to ${MAX_RETURN_PHOTOS} photos (JPG, PNG, WebP or GIF), 5 MB each. Damage needs at least one photo.`}
      error={error}
      files={photos}
      listLabel="Chosen photos"
      gridClassName="grid-cols-3 sm:grid-cols-5"
      onChoose={(chosen) => {
        const added = addPhotos(photos, chosen);
        onChange(added.photos, added.problem);
      }}
      onRemove={(index) =>
        onChange(
          photos.filter((_, position) => position !== index),
          undefined,
        )
      }
    />
  );
}
