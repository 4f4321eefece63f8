import type { Role } from '@art-market/domain/rules';
import type { Login, SignInWithCode } from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { readFailure } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { SignInCodeOffer } from './sign-in-code-offer.tsx';

type LoginSchema = z.ZodType<Login, { email: string; password: unknown }>;

/** Whether the login failed because of too many attempts (the account or the address is locked for a while). */
export function isLocked(error: unknown): boolean {
  return readFailure(error).status === 429;
}

/** A locked account's way through: shown once the login answered that there were too many attempts. */
export interface SignInCodeProps {
  role: Role;
  offered: boolean;
  onSignIn: (input: SignInWithCode) => void;
}

/**
 * Email and password, field errors under the fields, the server's answer above the button, and the
 * offer of a sign-in code by e-mail when the account is locked.
 */
export function LoginForm({
  schema,
  onLogin,
  onEdit,
  errorText,
  pending,
  forgotPasswordPath,
  signInCode,
  footer,
}: {
  schema: LoginSchema;
  onLogin: (credentials: Login) => void;
  /** Typing clears the shown error (docs/product/studio-and-console.md#vendor-login). */
  onEdit: () => void;
  errorText: string | null;
  pending: boolean;
  forgotPasswordPath: string;
  signInCode: SignInCodeProps;
  footer?: ReactNode;
}) {
  const form = useForm<z.input<LoginSchema>, unknown, Login>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const field = fieldRegistrar(form, onEdit);
  // Once offered, the code stays on screen (a wrong code answers 401, not 429, and must not hide it).
  const [codeOffered, setCodeOffered] = useState(false);
  if (signInCode.offered && !codeOffered) setCodeOffered(true);

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
      {codeOffered ? (
        <SignInCodeOffer role={signInCode.role} email={form.watch('email')} pending={pending} onSignIn={signInCode.onSignIn} />
      ) : null}
      {footer ? <div className="text-sm text-muted">{footer}</div> : null}
    </form>
  );
}
