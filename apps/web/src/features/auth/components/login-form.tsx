import type { Login } from '@art-market/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldRegistrar } from '../../../lib/form-fields.ts';

type LoginSchema = z.ZodType<Login, { email: string; password: unknown }>;

/** Email and password, field errors under the fields, the server's answer above the button. */
export function LoginForm({
  schema,
  onLogin,
  onEdit,
  errorText,
  pending,
  forgotPasswordPath,
  footer,
}: {
  schema: LoginSchema;
  onLogin: (credentials: Login) => void;
  /** Typing clears the shown error (vendor-and-admin section 2). */
  onEdit: () => void;
  errorText: string | null;
  pending: boolean;
  forgotPasswordPath: string;
  footer?: ReactNode;
}) {
  const form = useForm<z.input<LoginSchema>, unknown, Login>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const field = fieldRegistrar(form, onEdit);

  return (
    <form noValidate onSubmit={form.handleSubmit(onLogin)} className="flex flex-col gap-5">
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <div className="-mt-2 text-right">
        <Link
          to={forgotPasswordPath}
          className="inline-flex min-h-11 items-center text-sm text-accent underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      {errorText ? <Alert>{errorText}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Logging in…' : 'Log in'}
      </Button>
      {footer ? <div className="text-sm text-muted">{footer}</div> : null}
    </form>
  );
}
