import { EmailVerificationMessages } from '@art-market/domain/rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useResendVerification, type VerifyingRole } from '#web/lib/email-verification.ts';

/** "Resend verification email", then what the server said: sent, or why not (e.g. too many). */
export function ResendVerification({ account }: { account: VerifyingRole }) {
  const resend = useResendVerification(account);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {EmailVerificationMessages.resend}
      </Button>
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert>{errorMessage(resend.error, EmailVerificationMessages.resend)}</Alert> : null}
    </div>
  );
}

/** Whether the account's address is verified, and the resend button while it is not. */
export function EmailVerificationStatus({ account, verified }: { account: VerifyingRole; verified: boolean }) {
  if (verified) return <p className="text-sm text-success">{EmailVerificationMessages.statusVerified}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">{EmailVerificationMessages.statusUnverified}</p>
      <p className="text-sm text-muted">{EmailVerificationMessages.unverifiedNotice}</p>
      <ResendVerification account={account} />
    </div>
  );
}
