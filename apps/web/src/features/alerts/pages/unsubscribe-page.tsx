import { AlertMessages } from '@art-market/domain/copy';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { checkUnsubscribeLink, unsubscribeFromDigests } from '../api/alerts-api.ts';

/**
 * Where a digest's unsubscribe link lands, signed in or not: the signed token is checked, and a button
 * (never the page load, which mail scanners also make) turns the digests off.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe from alert e-mails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['unsubscribe-link', token],
    queryFn: () => checkUnsubscribeLink(token),
    enabled: token !== '',
    retry: false,
  });
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeFromDigests(token) });
  const invalid = token === '' || link.data?.valid === false || link.isError;
  return (
    <AuthCard title="Alert e-mails">
      {invalid ? (
        <Alert>{AlertMessages.unsubscribeInvalid}</Alert>
      ) : link.isPending ? (
        <Spinner label="Checking the link…" />
      ) : unsubscribe.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{AlertMessages.unsubscribed}</Alert>
          <ButtonLink to="/notifications#alerts" variant="secondary" className="self-start">
            Alert settings
          </ButtonLink>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p>Stop the e-mails that collect news about the works you saved and the artists you follow?</p>
          {unsubscribe.isError ? <Alert>{errorMessage(unsubscribe.error, AlertMessages.unsubscribeInvalid)}</Alert> : null}
          <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            Unsubscribe from alert e-mails
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
