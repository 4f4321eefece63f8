import { IMAGE_ACCEPT, PRODUCT_IMAGE_LIMIT, UploadHints } from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useListingImages } from '../api/listing-images.ts';

/** The images as they will be: those of the waiting change on a live listing, else the listing's own. */
function imagesAsTheyWillBe(product: ManagedProduct): readonly { url: string }[] {
  return product.revision?.images ?? product.images;
}

/**
 * Adds and removes a listing's images. Each file goes on its own, so a failure names its file; on a
 * live listing the server keeps them in the change waiting for review.
 */
export function ListingImagesEditor({ product, vendorId }: { product: ManagedProduct; vendorId: string }) {
  const { upload, remove } = useListingImages(vendorId);
  const [problems, setProblems] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const images = imagesAsTheyWillBe(product);

  async function addFiles(files: File[]) {
    const failed: string[] = [];
    for (const image of files) {
      try {
        await upload.mutateAsync({ productId: product.id, image });
      } catch (error) {
        failed.push(`${image.name}: ${errorMessage(error, 'Upload failed').replace(`${image.name}: `, '')}`);
      }
    }
    setProblems(failed);
    setInputKey((key) => key + 1);
  }

  function removeImage(url: string) {
    setProblems([]);
    remove.mutate(
      { productId: product.id, url },
      { onError: (error) => setProblems([errorMessage(error, 'Failed to remove the image')]) },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Listing images" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {images.map((image, index) => (
          <li key={image.url} className="flex flex-col gap-1">
            <img
              src={image.url}
              alt={`${product.title} by ${product.artistName} (${index + 1} of ${images.length})`}
              className="h-24 w-full border border-line object-contain"
            />
            <Button
              variant="secondary"
              className="min-h-9 px-2 text-xs"
              aria-label={`Remove image ${index + 1}`}
              disabled={images.length === 1 || remove.isPending}
              onClick={() => removeImage(image.url)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {images.length < PRODUCT_IMAGE_LIMIT ? (
        <Field label="Add images" hint={UploadHints.artworkImages}>
          {({ id, describedBy }) => (
            <input
              key={inputKey}
              id={id}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              aria-describedby={describedBy}
              disabled={upload.isPending}
              onChange={(event) => void addFiles(Array.from(event.target.files ?? []))}
              className="block min-h-11 w-full text-sm"
            />
          )}
        </Field>
      ) : null}
      {problems.length > 0 ? (
        <Alert>
          <ul aria-label="Image problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
