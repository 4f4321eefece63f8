import { AccountMessages } from '@art-market/domain/copy';
import { type PasswordChange, passwordChangeSchema } from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useChangeVendorPassword } from '../api/change-vendor-password.ts';

const EMPTY = { currentPassword: '', newPassword: '' };

/** Change password: the current one, then the new one by the registration rule; other sessions end. */
export function VendorPasswordForm({ vendorId }: { vendorId: string }) {
  const change = useChangeVendorPassword(vendorId);
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const field = fieldRegistrar(form, () => change.isError && change.reset());

  function submit(values: PasswordChange) {
    change.mutate(values, {
      onSuccess: () => {
        toast.success(AccountMessages.passwordChanged);
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return;
        for (const [name, message] of Object.entries(error.errors)) {
          if (name in EMPTY) form.setError(name as Path<PasswordChange>, { message });
        }
      },
    });
  }

  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-5 border border-line bg-white p-6"
    >
      <h2 className="text-xl">Change password</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 8 characters"
          {...field('newPassword')}
        />
      </div>
      {change.isError ? <Alert>{errorMessage(change.error, 'Failed to change the password')}</Alert> : null}
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
