import { PASSWORD_HINT } from '@art-market/domain/copy';
import { COUNTRY_CHOICES, OTHER_COUNTRY, resolveCountry } from '@art-market/domain/rules';
import { customerRegistrationFormSchema } from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '#web/components/ui/alert.tsx';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useRegisterCustomer } from '../api/register-customer.ts';

type Schema = typeof customerRegistrationFormSchema;
type FormValues = z.input<Schema>;

const COUNTRY_OPTIONS = COUNTRY_CHOICES.map((country) => ({ value: country, label: country }));

/** Server field names that differ from the form's. */
const SERVER_FIELD: Record<string, keyof FormValues> = { passwordHash: 'password' };

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful. Please log in.';

export function CustomerRegistrationPage() {
  useDocumentTitle('Create an account');
  const navigate = useNavigate();
  const register = useRegisterCustomer();
  const form = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(customerRegistrationFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', email: '', mobileNumber: '', password: '', otherCountry: '' },
  });
  const field = fieldRegistrar(form, () => register.reset());
  const country = useWatch({ control: form.control, name: 'country' });

  function submit(values: z.output<Schema>) {
    register.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        mobileNumber: values.mobileNumber,
        // The spec's field name: it carries the typed password, hashed by the server.
        passwordHash: values.password,
        country: resolveCountry(values.country, values.otherCountry),
      },
      {
        onSuccess: () => void navigate('/login', { state: { message: REGISTRATION_SUCCESS_MESSAGE } }),
        onError: (error) => {
          for (const [name, message] of Object.entries(readFailure(error).fieldErrors)) {
            const target = SERVER_FIELD[name] ?? name;
            if (target in form.getValues()) form.setError(target as keyof FormValues, { message });
          }
        },
      },
    );
  }

  return (
    <AuthCard title="Create your account" intro="Collect original work and follow every order from studio to wall.">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          hint="10 digits, optionally with your country code, e.g. +91 9876543210"
          required
          {...field('mobileNumber')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
          {...field('password')}
        />
        <SelectField
          label="Country of residence"
          placeholder="Select your country"
          options={COUNTRY_OPTIONS}
          required
          {...field('country')}
        />
        {country === OTHER_COUNTRY ? (
          <TextField label="Your country" autoComplete="country-name" required {...field('otherCountry')} />
        ) : null}
        {register.error ? <Alert>{errorMessage(register.error, 'Registration failed')}</Alert> : null}
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Creating account…' : 'Create account'}
        </Button>
        <p className="text-sm text-muted">
          Already have an account?{' '}
          <Link to="/login" className="text-accent underline underline-offset-4">
            Log in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
