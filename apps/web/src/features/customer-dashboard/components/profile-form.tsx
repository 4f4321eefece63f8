import { CustomerDashboardMessages } from '@art-market/domain/copy';
import { COUNTRY_CHOICES, countryFormValues, OTHER_COUNTRY, resolveCountry } from '@art-market/domain/rules';
import {
  type CustomerProfile,
  type CustomerProfileForm,
  type CustomerProfileFormInput,
  customerProfileFormSchema,
} from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EmailVerificationStatus } from '#web/components/email-verification/resend-verification.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useUpdateCustomerProfile } from '../api/update-customer-profile.ts';

const COUNTRY_OPTIONS = COUNTRY_CHOICES.map((country) => ({ value: country, label: country }));

function formValuesOf(profile: CustomerProfile): CustomerProfileFormInput {
  const { firstName, lastName, email, mobileNumber } = profile;
  return { firstName, lastName, email, mobileNumber, ...countryFormValues(profile.country), currentPassword: '' };
}

/** The profile form (docs/product/storefront.md#customer-dashboard); a new e-mail asks for the current password. */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const update = useUpdateCustomerProfile();
  const form = useForm<CustomerProfileFormInput, unknown, CustomerProfileForm>({
    resolver: zodResolver(customerProfileFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: formValuesOf(profile),
  });
  // Read while rendering, so react-hook-form keeps it up to date (its form state is subscribed on read).
  const { isDirty } = form.formState;
  const [unchanged, setUnchanged] = useState(false);
  const field = fieldRegistrar(form, () => {
    if (!update.isIdle) update.reset();
    setUnchanged(false);
  });
  const [country, email] = useWatch({ control: form.control, name: ['country', 'email'] });
  const emailChanges = (email ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  function submit(values: CustomerProfileForm) {
    // Nothing to save: say so rather than answer "updated" for a request that changed nothing.
    if (!isDirty) {
      update.reset();
      setUnchanged(true);
      return;
    }
    update.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        mobileNumber: values.mobileNumber,
        country: resolveCountry(values.country, values.otherCountry),
        ...(emailChanges ? { currentPassword: values.currentPassword ?? '' } : {}),
      },
      {
        onSuccess: ({ profile: saved }) => form.reset(formValuesOf(saved)),
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          for (const [name, message] of Object.entries(error.errors)) {
            if (name in form.getValues()) form.setError(name as keyof CustomerProfileFormInput, { message });
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5 border border-line bg-white p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        <div className="flex flex-col gap-2">
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <EmailVerificationStatus account="customer" verified={profile.emailVerified} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" required {...field('mobileNumber')} />
        <SelectField label="Country" placeholder="Select your country" options={COUNTRY_OPTIONS} required {...field('country')} />
        {country === OTHER_COUNTRY ? (
          <TextField label="Your country" autoComplete="country-name" required {...field('otherCountry')} />
        ) : null}
        {emailChanges ? (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change the e-mail you log in with"
            required
            {...field('currentPassword')}
          />
        ) : null}
      </div>
      {update.isError ? <Alert>{errorMessage(update.error, CustomerDashboardMessages.profileUpdateFailed)}</Alert> : null}
      {update.isSuccess ? <Alert tone="success">{CustomerDashboardMessages.profileUpdated}</Alert> : null}
      {unchanged ? <Alert tone="info">{CustomerDashboardMessages.profileUnchanged}</Alert> : null}
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? 'Saving…' : 'Update Profile'}
      </Button>
    </form>
  );
}
