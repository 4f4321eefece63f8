import {
  ARTIST_TYPES,
  CERTIFICATE_ACCEPT,
  COUNTRY_CHOICES,
  certificateProblem,
  chosenImagesProblem,
  FRAME_TYPES,
  OTHER_COUNTRY,
  PRODUCT_CATEGORIES,
  ProductMessages,
  requiredFieldsSummary,
  UploadHints,
  VENDOR_COMMISSION_ASSUMED,
} from '@art-market/domain/rules';
import { addArtFieldOf, addArtFormSchema, productSubmissionPayload, uploadFactsOf } from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { fieldRegistrar, messagesOf } from '#web/lib/form-fields.ts';
import { type AddProductResult, type SavedListing, useAddProduct } from '../api/add-product.ts';
import { useVendorCommission } from '../api/get-vendor-commission.ts';
import { ArtImagesField } from './art-images-field.tsx';
import { ArtPriceSummary } from './art-price-summary.tsx';
import { FormSection } from './form-section.tsx';
import { ShippingFields } from './shipping-fields.tsx';

const schema = addArtFormSchema<File>();
type AddArtInput = z.input<typeof schema>;
type AddArtValues = z.output<typeof schema>;

const EMPTY = {
  title: '',
  artistName: '',
  artistType: '',
  category: '',
  subcategory: '',
  description: '',
  artistBio: '',
  images: [],
  hasCertificate: false,
  certificate: null,
  certificateDetails: '',
  medium: '',
  surface: '',
  style: '',
  yearCreated: '',
  width: '',
  height: '',
  frameType: '',
  frameDetails: '',
  domesticDays: '',
  domesticCost: '',
  offerInternational: false,
  internationalDays: '',
  internationalCost: '',
  price: '',
  taxAmount: '',
  country: '',
  otherCountry: '',
} satisfies AddArtInput;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const ARTIST_TYPE_OPTIONS = options(ARTIST_TYPES);
const FRAME_TYPE_OPTIONS = options(FRAME_TYPES);
const CATEGORY_OPTIONS = options(PRODUCT_CATEGORIES.map((group) => group.name));
const COUNTRY_OPTIONS = options(COUNTRY_CHOICES);
const CURRENT_YEAR = new Date().getFullYear();
const FAILED = 'Failed to add product. Please try again.';

function failureText(error: unknown): string {
  if (error instanceof Error && error.message === ProductMessages.noProductId) return ProductMessages.noProductId;
  return errorMessage(error, FAILED);
}

/** Which files did not reach the saved artwork and why; the form keeps everything for another try. */
function UploadFailures({ result }: { result: AddProductResult }) {
  return (
    <Alert>
      <p>The artwork is saved as {result.product.productNumber}, but these files were not uploaded:</p>
      <ul aria-label="Files not uploaded" className="mt-2 list-disc pl-5">
        {result.failures.map((failure) => (
          <li key={failure.fileName}>
            {failure.fileName}: {failure.message}
          </li>
        ))}
      </ul>
      <p className="mt-2">Replace or remove them and press Add product again: only the missing files are sent.</p>
    </Alert>
  );
}

/** The Add ART form (docs/product/studio-and-console.md#add-new-product): seven titled sections and a sticky price summary. */
export function AddArtForm({ vendorId }: { vendorId: string }) {
  const add = useAddProduct(vendorId);
  const commission = useVendorCommission();
  // The form assumes 30% until the global rate answers, and keeps it when the fetch fails.
  const commissionPercentage = commission.data?.commissionPercentage ?? VENDOR_COMMISSION_ASSUMED;
  const [summary, setSummary] = useState<string | undefined>();
  const [fileInputs, setFileInputs] = useState(0);
  // An artwork created by an earlier press whose files did not all arrive: the next press completes it.
  const [saved, setSaved] = useState<AddProductResult | null>(null);
  const form = useForm<AddArtInput, unknown, AddArtValues>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const field = fieldRegistrar(form, () => {
    setSummary(undefined);
    if (add.isError) add.reset();
  });
  const [category, country, hasCertificate, offerInternational, price, images] = useWatch({
    control: form.control,
    name: ['category', 'country', 'hasCertificate', 'offerInternational', 'price', 'images'],
  });
  const subcategories = PRODUCT_CATEGORIES.find((group) => group.name === category)?.items ?? [];
  const errors = form.formState.errors;
  const categoryField = field('category');

  function chooseImages(files: File[]) {
    form.setValue('images', files);
    form.clearErrors('images');
    const problem = chosenImagesProblem(files.map(uploadFactsOf));
    if (problem) form.setError('images', { message: problem });
  }

  function chooseCertificate(file: File | null) {
    form.setValue('certificate', file);
    form.clearErrors('certificate');
    const problem = file ? certificateProblem(file) : undefined;
    if (problem) form.setError('certificate', { message: problem });
  }

  function showServerErrors(error: unknown) {
    for (const [key, message] of Object.entries(readFailure(error).fieldErrors)) {
      const name = addArtFieldOf(key.split('.'), form.getValues('country') ?? '');
      if (name in EMPTY) form.setError(name as Path<AddArtInput>, { message });
    }
  }

  function submit(values: AddArtValues) {
    setSummary(undefined);
    const payload = productSubmissionPayload(values, { vendorId, commissionPercentage });
    const earlier: SavedListing | null = saved;
    add.mutate(
      { vendorId, payload, images: values.images, certificate: values.certificate, saved: earlier },
      {
        onSuccess: (result) => {
          if (result.failures.length > 0) {
            setSaved(result);
            return;
          }
          toast.success(`${ProductMessages.added} (${result.product.productNumber})`);
          setSaved(null);
          form.reset(EMPTY);
          setFileInputs((count) => count + 1);
        },
        onError: showServerErrors,
      },
    );
  }

  function invalid(found: FieldErrors<AddArtInput>) {
    setSummary(requiredFieldsSummary(Object.values(messagesOf(found))));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, invalid)} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-8">
        <FormSection title="Basic Information">
          <TextField label="Title" required {...field('title')} />
          <TextField label="Artist name" required {...field('artistName')} />
          <SelectField
            label="Artist type"
            required
            placeholder="Choose an artist type"
            options={ARTIST_TYPE_OPTIONS}
            {...field('artistType')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Category"
              required
              placeholder="Choose a category"
              options={CATEGORY_OPTIONS}
              {...categoryField}
              onChange={(event) => {
                // A new category has its own subcategories: the old choice no longer applies.
                form.setValue('subcategory', '');
                return categoryField.onChange(event);
              }}
            />
            <SelectField
              label="Subcategory"
              required
              placeholder={category ? 'Choose a subcategory' : 'Choose a category first'}
              options={options(subcategories)}
              disabled={!category}
              {...field('subcategory')}
            />
          </div>
          <TextAreaField label="Description" required {...field('description')} />
          <TextAreaField label="Artist bio" hint="Optional: shown on the artwork page" {...field('artistBio')} />
        </FormSection>

        <FormSection title="Artwork Images">
          <ArtImagesField
            key={`images-${fileInputs}`}
            files={images ?? []}
            error={errors.images?.message}
            onChange={chooseImages}
          />
        </FormSection>

        <FormSection title="Authentication">
          <CheckboxField label="This artwork has a certificate of authenticity" {...form.register('hasCertificate')} />
          {hasCertificate ? (
            <>
              <Field label="Certificate file" error={errors.certificate?.message} hint={UploadHints.certificate}>
                {({ id, describedBy, invalid: isInvalid }) => (
                  <input
                    key={`certificate-${fileInputs}`}
                    id={id}
                    type="file"
                    accept={CERTIFICATE_ACCEPT}
                    aria-invalid={isInvalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => chooseCertificate(event.target.files?.[0] ?? null)}
                    className="block min-h-11 w-full text-sm file:mr-4 file:min-h-11 file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-sm file:font-medium"
                  />
                )}
              </Field>
              <TextAreaField label="Certificate details" {...field('certificateDetails')} />
            </>
          ) : null}
        </FormSection>

        <FormSection title="Artwork Details">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Medium" hint="e.g. Oil on canvas" {...field('medium')} />
            <TextField label="Surface" hint="e.g. Canvas, paper" {...field('surface')} />
            <TextField label="Style" {...field('style')} />
            <TextField label="Year created" inputMode="numeric" hint={`1800 to ${CURRENT_YEAR}`} {...field('yearCreated')} />
          </div>
        </FormSection>

        <FormSection title="Dimensions and Framing">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Width (inches)" required inputMode="decimal" {...field('width')} />
            <TextField label="Height (inches)" required inputMode="decimal" {...field('height')} />
            <SelectField
              label="Frame type"
              required
              placeholder="Choose a frame type"
              options={FRAME_TYPE_OPTIONS}
              {...field('frameType')}
            />
            <TextField label="Frame details" {...field('frameDetails')} />
          </div>
        </FormSection>

        <FormSection title="Shipping and Packaging">
          <ShippingFields
            field={field}
            offerInternational={offerInternational ?? false}
            internationalChoice={form.register('offerInternational')}
          />
        </FormSection>

        <FormSection title="Pricing / Tax / Country of Origin">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Price (USD)" required inputMode="decimal" {...field('price')} />
            <TextField label="Tax amount (USD)" inputMode="decimal" hint="Optional" {...field('taxAmount')} />
            <SelectField
              label="Country of origin"
              required
              placeholder="Choose a country"
              options={COUNTRY_OPTIONS}
              {...field('country')}
            />
            {country === OTHER_COUNTRY ? <TextField label="Specify country" required {...field('otherCountry')} /> : null}
          </div>
        </FormSection>

        {summary ? <Alert>{summary}</Alert> : null}
        {add.isError ? <Alert>{failureText(add.error)}</Alert> : null}
        {saved && !add.isPending ? <UploadFailures result={saved} /> : null}
        <Button type="submit" disabled={add.isPending} className="self-start">
          {add.isPending ? 'Adding product…' : 'Add product'}
        </Button>
      </div>
      <div className="order-first lg:order-none">
        <ArtPriceSummary
          price={price ?? ''}
          commissionPercentage={commissionPercentage}
          commissionError={commission.isError ? 'Failed to fetch commission setting' : undefined}
        />
      </div>
    </form>
  );
}
