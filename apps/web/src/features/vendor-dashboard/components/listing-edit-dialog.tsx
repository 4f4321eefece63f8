import { ProductMessages } from '@art-market/domain/rules';
import {
  addArtFieldOf,
  type ListingEdit,
  type ListingEditFormInput,
  listingEditFormSchema,
  listingEditFormValues,
  type ManagedProduct,
} from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useEditListing } from '../api/edit-listing.ts';
import { FormSection } from './form-section.tsx';
import { ListingImagesEditor } from './listing-images-editor.tsx';
import { rejectionNotice } from './rejection-notice.ts';
import { ShippingFields } from './shipping-fields.tsx';

const FAILED = 'Failed to save the changes. Please try again.';

/** What the vendor should know before editing: a refusal to fix, or that a live listing waits for review. */
function ReviewNotice({ product }: { product: ManagedProduct }) {
  const rejected = rejectionNotice(product);
  if (rejected) return <Alert>{rejected}</Alert>;
  if (product.revision?.status === 'pending') {
    return (
      <Alert tone="info">A change is waiting for review; saving replaces it. The live listing stays as it is until then.</Alert>
    );
  }
  if (product.status === 'live') {
    return (
      <Alert tone="info">
        This listing is live: your changes go to review and the live version stays up until they are approved.
      </Alert>
    );
  }
  return null;
}

function ListingEditForm({ product, vendorId, onDone }: { product: ManagedProduct; vendorId: string; onDone: () => void }) {
  const save = useEditListing(vendorId);
  const form = useForm<ListingEditFormInput, unknown, ListingEdit>({
    resolver: zodResolver(listingEditFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: listingEditFormValues(product.revision ?? product),
  });
  const field = fieldRegistrar(form, () => save.isError && save.reset());
  const offerInternational = useWatch({ control: form.control, name: 'offerInternational' });

  function submit(edit: ListingEdit) {
    save.mutate(
      { productId: product.id, edit },
      {
        onSuccess: (saved) => {
          toast.success(saved.revision ? ProductMessages.sentToReview : ProductMessages.saved);
          onDone();
        },
        onError: (error) => {
          for (const [key, message] of Object.entries(readFailure(error).fieldErrors)) {
            const name = addArtFieldOf(key.split('.'), '');
            if (name in form.getValues()) form.setError(name as Path<ListingEditFormInput>, { message });
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <ReviewNotice product={product} />
      <FormSection title="Images">
        <ListingImagesEditor product={product} vendorId={vendorId} />
      </FormSection>
      <FormSection title="Listing">
        <TextField label="Title" required {...field('title')} />
        <TextAreaField label="Description" required {...field('description')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Price (USD)" required inputMode="decimal" {...field('price')} />
          <TextField label="Tax amount (USD)" inputMode="decimal" {...field('taxAmount')} />
        </div>
      </FormSection>
      <FormSection title="Shipping">
        <ShippingFields
          field={field}
          offerInternational={offerInternational ?? false}
          internationalChoice={form.register('offerInternational')}
        />
      </FormSection>
      {save.isError ? <Alert>{errorMessage(save.error, FAILED)}</Alert> : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving…' : product.status === 'live' ? 'Send changes for review' : 'Save changes'}
      </Button>
    </form>
  );
}

/** The studio's Edit listing dialog (ADR 0024). */
export function ListingEditDialog({
  product,
  vendorId,
  onClose,
}: {
  product: ManagedProduct | undefined;
  vendorId: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={product !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit listing"
      wide
      description={product ? `${product.productNumber} · ${product.title}` : undefined}
    >
      {product ? <ListingEditForm key={product.id} product={product} vendorId={vendorId} onDone={onClose} /> : null}
    </Modal>
  );
}
