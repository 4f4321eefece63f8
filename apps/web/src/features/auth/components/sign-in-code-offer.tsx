import { SignInCodeMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import { type SignInWithCode, signInWithCodeSchema } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { requestSignInCode } from '../api/sign-in-code.ts';

/**
 * The way through a lockout: once the login answered that there were too many attempts, the owner can
 * have a one-time code mailed and sign in with it (which also lifts the lock).
 */
export function SignInCodeOffer({
  role,
  email,
  pending,
  onSignIn,
}: {
  role: Role;
  /** The address typed in the login form: the code goes there. */
  email: string;
  pending: boolean;
  onSignIn: (input: SignInWithCode) => void;
}) {
  const request = useMutation({ mutationFn: () => requestSignInCode(role, email) });
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();

  if (!request.isSuccess) {
    return (
      <div className="flex flex-col gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={request.isPending || email.trim() === ''}
          onClick={() => request.mutate()}
        >
          {request.isPending ? 'Sending…' : SignInCodeMessages.offer}
        </Button>
        {request.error ? <Alert>{errorMessage(request.error, 'The code could not be sent. Please try again.')}</Alert> : null}
      </div>
    );
  }

  const signIn = () => {
    const parsed = signInWithCodeSchema.safeParse({ email, otp });
    if (!parsed.success) {
      setOtpError(parsed.error.issues[0]?.message);
      return;
    }
    onSignIn(parsed.data);
  };
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info">{request.data.message}</Alert>
      <TextField
        label={SignInCodeMessages.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={otp}
        error={otpError}
        onChange={(event) => {
          setOtp(event.target.value);
          setOtpError(undefined);
        }}
      />
      <Button type="button" disabled={pending} onClick={signIn}>
        {pending ? 'Signing in…' : SignInCodeMessages.signIn}
      </Button>
    </div>
  );
}
