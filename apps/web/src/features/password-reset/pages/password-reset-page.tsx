import { PASSWORD_HINT, PASSWORD_TOO_SHORT, ResetMessages } from '@art-market/domain/copy';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH, type Role } from '@art-market/domain/rules';
import { forgotPasswordSchema, verifyOtpSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useRequestResetCode } from '../api/request-reset-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetCode } from '../api/verify-reset-code.ts';
import { resetFailureText } from '../components/reset-failure.ts';
import { RESET_ROLES } from '../components/reset-roles.ts';

type Step = 'email' | 'otp' | 'password';

const firstIssue = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/** The three-step reset (e-mail, 6-digit code, new password) shared by customers, vendors and admins. */
export function PasswordResetPage({ account }: { account: Role }) {
  const config = RESET_ROLES[account];
  useDocumentTitle('Reset password');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const requestCode = useRequestResetCode(account);
  const verifyCode = useVerifyResetCode(account);
  const reset = useResetPassword(account);
  // The server's own minimum, so the form never accepts a password the server will refuse.
  const minLength = config.enforcesAdminMinimum ? PASSWORD_MIN_LENGTH : undefined;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setFieldError(null);
    setFormError(null);
  };

  function sendCode(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setFieldError(firstIssue(parsed));
    requestCode.mutate(parsed.data, {
      onSuccess: (answer) => {
        setNotice(answer?.message ?? null);
        setStep('otp');
      },
      onError: (error) => setFormError(resetFailureText(error, 'An error occurred', 'Failed to send OTP. Please try again.')),
    });
  }

  function checkCode(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyOtpSchema.safeParse({ email, otp });
    if (!parsed.success) return setFieldError(firstIssue(parsed));
    verifyCode.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (answer.valid) {
          setNotice(answer.message || null);
          setStep('password');
        } else {
          setFormError(answer.message || 'Invalid OTP');
        }
      },
      onError: (error) => setFormError(resetFailureText(error, 'Invalid OTP', 'Failed to verify OTP. Please try again.')),
    });
  }

  function savePassword(event: FormEvent) {
    event.preventDefault();
    if (minLength !== undefined && newPassword.length < minLength) return setFieldError(PASSWORD_TOO_SHORT);
    if (newPassword !== confirmPassword) return setFormError(ResetMessages.passwordsDiffer);
    reset.mutate(
      { email: email.trim().toLowerCase(), otp: otp.trim(), newPassword },
      {
        onSuccess: () => {
          toast.success(ResetMessages.passwordReset);
          void navigate(config.loginPath, { state: { message: ResetMessages.passwordReset } });
        },
        onError: (error) =>
          setFormError(resetFailureText(error, 'Failed to reset password', 'Failed to reset password. Please try again.')),
      },
    );
  }

  return (
    <AuthCard title="Reset your password" intro={`We will e-mail a one-time code to your ${config.audience} account.`}>
      {notice && step !== 'email' ? (
        <div className="mb-6">
          <Alert tone="info">{notice}</Alert>
        </div>
      ) : null}
      {step === 'email' ? (
        <form noValidate onSubmit={sendCode} className="flex flex-col gap-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => edit(setEmail)(event.target.value)}
            error={fieldError ?? undefined}
          />
          {formError ? <Alert>{formError}</Alert> : null}
          <Button type="submit" disabled={requestCode.isPending}>
            {requestCode.isPending ? 'Sending…' : 'Send code'}
          </Button>
        </form>
      ) : null}
      {step === 'otp' ? (
        <form noValidate onSubmit={checkCode} className="flex flex-col gap-5">
          <p className="text-sm text-muted">
            Enter the 6-digit code sent to <strong className="text-ink">{email.trim()}</strong>.
          </p>
          <TextField
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${RESET_CODE_LENGTH}}`}
            maxLength={RESET_CODE_LENGTH}
            required
            value={otp}
            onChange={(event) => edit(setOtp)(event.target.value)}
            hint="OTP will expire in 5 minutes"
            error={fieldError ?? undefined}
          />
          {formError ? <Alert>{formError}</Alert> : null}
          <Button type="submit" disabled={verifyCode.isPending}>
            {verifyCode.isPending ? 'Checking…' : 'Verify code'}
          </Button>
        </form>
      ) : null}
      {step === 'password' ? (
        <form noValidate onSubmit={savePassword} className="flex flex-col gap-5">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            value={newPassword}
            onChange={(event) => edit(setNewPassword)(event.target.value)}
            hint={minLength !== undefined ? PASSWORD_HINT : undefined}
            error={fieldError ?? undefined}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            value={confirmPassword}
            onChange={(event) => edit(setConfirmPassword)(event.target.value)}
          />
          {formError ? <Alert>{formError}</Alert> : null}
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Reset password'}
          </Button>
        </form>
      ) : null}
      <p className="mt-6">
        <Link
          to={config.loginPath}
          className="inline-flex min-h-11 items-center text-sm text-accent underline underline-offset-4"
        >
          {config.loginLabel}
        </Link>
      </p>
    </AuthCard>
  );
}
