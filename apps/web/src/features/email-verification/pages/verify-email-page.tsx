import { EmailVerificationMessages } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { confirmEmail } from '#web/lib/email-verification.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const HOME_OF = {
  customer: { to: '/customer-dashboard', label: 'Go to your account' },
  vendor: { to: '/vendor-dashboard', label: 'Open your studio' },
};

/**
 * The page a mailed verification link opens: it sends the token once (the link works once, so the
 * answer is kept rather than asked again) and says what happened. No sign-in needed.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmed = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title="Verify your email">
      {token === '' ? (
        <Alert>{EmailVerificationMessages.tokenRequired}</Alert>
      ) : confirmed.isPending ? (
        <Spinner label={EmailVerificationMessages.verifying} />
      ) : confirmed.isError ? (
        <div className="flex flex-col gap-4">
          <Alert>{errorMessage(confirmed.error, EmailVerificationMessages.invalidLink)}</Alert>
          <ButtonLink to="/login" variant="secondary" className="self-start">
            Log in
          </ButtonLink>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{confirmed.data.message}</Alert>
          <ButtonLink to={HOME_OF[confirmed.data.role].to} className="self-start">
            {HOME_OF[confirmed.data.role].label}
          </ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
