import { AccountMessages, PASSWORD_HINT, vendorRegistrationMessage } from '@art-market/domain/copy';
import { VENDOR_REQUIRED_FIELDS } from '@art-market/domain/rules';
import { type VendorRegistration, type VendorRegistrationInput, vendorRegistrationSchema } from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, fieldErrorsText } from '#web/lib/api-client.ts';
import { fieldRegistrar, messagesOf } from '#web/lib/form-fields.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useRegisterVendor } from '../api/register-vendor.ts';
import { ImageFileField, imageFileProblem } from '../components/image-file-field.tsx';

export const VENDOR_REGISTRATION_SUCCESS = 'Registration successful! Please login to continue.';

const EMPTY: VendorRegistrationInput = {
  displayName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  mobilenumber: '',
  company: '',
  address1: '',
  address2: '',
  storeCity: '',
  storeState: '',
  storeCountry: '',
  storePostCode: '',
  storeTaxNo: '',
  bussinessid: '',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 border-t border-line pt-6">
      <legend className="pr-3 font-display text-xl">{title}</legend>
      {children}
    </fieldset>
  );
}

export function VendorRegistrationPage() {
  useDocumentTitle('Vendor Registration');
  const navigate = useNavigate();
  const registerVendor = useRegisterVendor();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [files, setFiles] = useState<{ logo: File | null; banner: File | null }>({ logo: null, banner: null });
  const form = useForm<VendorRegistrationInput, unknown, VendorRegistration>({
    resolver: zodResolver(vendorRegistrationSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const clearMessages = () => {
    setFormMessage(null);
    registerVendor.reset();
  };
  const field = fieldRegistrar(form, clearMessages);
  const label = VENDOR_REQUIRED_FIELDS;
  const logoProblem = imageFileProblem('Logo', files.logo);
  const bannerProblem = imageFileProblem('Banner', files.banner);

  function submit(fields: VendorRegistration) {
    const fileProblem = logoProblem ?? bannerProblem;
    if (fileProblem) {
      setFormMessage(fileProblem);
      return;
    }
    registerVendor.mutate(
      { fields, ...files },
      {
        onSuccess: () => {
          toast.success(VENDOR_REGISTRATION_SUCCESS);
          void navigate('/vendorlogin', { state: { message: VENDOR_REGISTRATION_SUCCESS } });
        },
      },
    );
  }

  function showSummary(errors: FieldErrors<VendorRegistrationInput>) {
    setFormMessage(vendorRegistrationMessage(messagesOf(errors)));
  }

  // A refused registration lists its field errors as "field: message" (docs/product/api-conventions.md#error-body).
  const failure = registerVendor.error
    ? (fieldErrorsText(registerVendor.error) ?? errorMessage(registerVendor.error, AccountMessages.registrationFailed))
    : null;
  const shownMessage = formMessage ?? failure;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Sell your art on Art Market</h1>
      <p className="mt-3 text-muted">
        Open your studio: tell collectors who you are and where your work ships from. Fields marked * are required.
      </p>
      <form noValidate onSubmit={form.handleSubmit(submit, showSummary)} className="mt-8 flex flex-col gap-8">
        <Section title="Your studio">
          <TextField label={label.displayName} hint="The name collectors will see" required {...field('displayName')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={label.firstName} autoComplete="given-name" required {...field('firstName')} />
            <TextField label={label.lastName} autoComplete="family-name" required {...field('lastName')} />
          </div>
          <TextField label={label.email} type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label={label.password}
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            required
            {...field('password')}
          />
          <TextField
            label={label.mobilenumber}
            type="tel"
            autoComplete="tel"
            hint="With country code, e.g. +919876543210"
            required
            {...field('mobilenumber')}
          />
        </Section>
        <Section title="Store address">
          <TextField label="Company" autoComplete="organization" {...field('company')} />
          <TextField label={label.address1} autoComplete="address-line1" required {...field('address1')} />
          <TextField label="Address Line 2" autoComplete="address-line2" {...field('address2')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={label.storeCity} autoComplete="address-level2" required {...field('storeCity')} />
            <TextField label={label.storeState} autoComplete="address-level1" required {...field('storeState')} />
            <TextField label={label.storeCountry} autoComplete="country-name" required {...field('storeCountry')} />
            <TextField label={label.storePostCode} autoComplete="postal-code" required {...field('storePostCode')} />
          </div>
        </Section>
        <Section title="Business details">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Tax Number" {...field('storeTaxNo')} />
            <TextField label="Business ID" {...field('bussinessid')} />
          </div>
          <ImageFileField
            label="Logo"
            name="logo"
            error={logoProblem ?? undefined}
            onSelect={(logo) => {
              clearMessages();
              setFiles((current) => ({ ...current, logo }));
            }}
          />
          <ImageFileField
            label="Banner"
            name="banner"
            error={bannerProblem ?? undefined}
            onSelect={(banner) => {
              clearMessages();
              setFiles((current) => ({ ...current, banner }));
            }}
          />
        </Section>
        {shownMessage ? <Alert>{shownMessage}</Alert> : null}
        <Button type="submit" disabled={registerVendor.isPending}>
          {registerVendor.isPending ? 'Registering…' : 'Register'}
        </Button>
        <p className="text-sm text-muted">
          Already selling with us?{' '}
          <Link to="/vendorlogin" className="text-accent underline underline-offset-4">
            Vendor login
          </Link>
        </p>
      </form>
    </div>
  );
}
