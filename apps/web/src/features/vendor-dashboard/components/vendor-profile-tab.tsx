import { AccountMessages } from '@art-market/domain/copy';
import {
  type VendorProfile,
  type VendorProfileUpdate,
  type VendorProfileUpdateInput,
  vendorProfileUpdateSchema,
} from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TwoFactorSettings } from '#web/components/two-factor/two-factor-settings.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { ProfileList } from '#web/components/ui/profile-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useVendorProfile } from '../api/get-vendor-profile.ts';
import { useUpdateVendorProfile } from '../api/update-vendor-profile.ts';
import { StudioImagesCard } from './studio-images-card.tsx';
import { VendorPasswordForm } from './vendor-password-form.tsx';

function editableFields(p: VendorProfile): VendorProfileUpdateInput {
  const { displayName, bio, firstName, lastName, email, mobileNumber, address1, address2 } = p;
  const { storeCity, storeState, storeCountry, storePostCode } = p;
  return {
    returnAddress: p.returnAddress ?? '',
    displayName,
    bio,
    firstName,
    lastName,
    email,
    mobileNumber,
    address1,
    address2,
    storeCity,
    storeState,
    storeCountry,
    storePostCode,
  };
}

function VendorProfileForm({ vendorId, profile, onClose }: { vendorId: string; profile: VendorProfile; onClose: () => void }) {
  const update = useUpdateVendorProfile(vendorId);
  const form = useForm<VendorProfileUpdateInput, unknown, VendorProfileUpdate>({
    resolver: zodResolver(vendorProfileUpdateSchema),
    reValidateMode: 'onSubmit',
    defaultValues: editableFields(profile),
  });
  const [unchanged, setUnchanged] = useState(false);
  const field = fieldRegistrar(form, () => {
    setUnchanged(false);
    if (update.isError) update.reset();
  });
  const { isDirty } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  // The server asks for the current password only when the e-mail changes (it compares lower-cased).
  const emailChanges = (email ?? '').trim().toLowerCase() !== profile.email.toLowerCase();
  const serverFieldErrors = update.error instanceof ApiError && update.error.errors ? update.error.errors : {};

  function submit({ currentPassword, ...fields }: VendorProfileUpdate) {
    // Nothing to save: say so rather than answer "updated" for a request that changed nothing.
    if (!isDirty) {
      setUnchanged(true);
      return;
    }
    if (emailChanges && !currentPassword) {
      form.setError('currentPassword', { message: AccountMessages.currentPasswordRequired });
      return;
    }
    update.mutate(emailChanges ? { ...fields, currentPassword } : fields, {
      onSuccess: () => {
        toast.success('Information updated successfully');
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return;
        const fields = new Set([...Object.keys(editableFields(profile)), 'currentPassword']);
        for (const [name, message] of Object.entries(error.errors)) {
          if (fields.has(name)) form.setError(name as Path<VendorProfileUpdateInput>, { message });
        }
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5 border border-line bg-white p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Display name" required hint="Your studio's public name" {...field('displayName')} />
        <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
        <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          required
          hint="With country code, e.g. +1234567890"
          {...field('mobileNumber')}
        />
        <TextField label="Address line 1" required {...field('address1')} />
        <TextField label="Address line 2" {...field('address2')} />
        <TextField label="City" required {...field('storeCity')} />
        <TextField label="State" required {...field('storeState')} />
        <TextField label="Post code" required {...field('storePostCode')} />
        <TextField label="Country" required {...field('storeCountry')} />
        <div className="sm:col-span-2">
          <TextAreaField label="Bio" hint="Shown on your artist page with your city and country" {...field('bio')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Return address"
            hint="Where collectors send an artwork back, one line per line of the label. Leave it empty to use your studio address above."
            {...field('returnAddress')}
          />
        </div>
        {emailChanges ? (
          <TextField
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            hint="Needed to change your email"
            {...field('currentPassword')}
          />
        ) : null}
      </div>
      {update.isError && Object.keys(serverFieldErrors).length === 0 ? (
        <Alert>{errorMessage(update.error, 'Failed to update profile')}</Alert>
      ) : null}
      {unchanged ? <Alert tone="info">{AccountMessages.vendorProfileUnchanged}</Alert> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function VendorProfileTab({ vendorId }: { vendorId: string }) {
  const profile = useVendorProfile(vendorId);
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <Spinner label="Loading profile…" />;
  if (profile.isError) {
    return (
      <ErrorPanel message={errorMessage(profile.error, AccountMessages.fetchVendorDetails)} onRetry={() => profile.refetch()} />
    );
  }
  const p = profile.data;
  if (editing) return <VendorProfileForm vendorId={vendorId} profile={p} onClose={() => setEditing(false)} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit profile
        </Button>
      </div>
      <ProfileList
        entries={[
          { label: 'Display name', value: p.displayName },
          { label: 'First name', value: p.firstName },
          { label: 'Last name', value: p.lastName },
          { label: 'Email', value: p.email },
          { label: 'Mobile number', value: p.mobileNumber },
          { label: 'Address line 1', value: p.address1 },
          { label: 'Address line 2', value: p.address2 },
          { label: 'City', value: p.storeCity },
          { label: 'State', value: p.storeState },
          { label: 'Post code', value: p.storePostCode },
          { label: 'Country', value: p.storeCountry },
          { label: 'Bio', value: p.bio },
          { label: 'Return address', value: p.returnAddress ?? 'Your studio address' },
        ]}
      />
      <StudioImagesCard vendorId={vendorId} profile={p} />
      <VendorPasswordForm vendorId={vendorId} />
      <TwoFactorSettings account="vendor" />
    </div>
  );
}
