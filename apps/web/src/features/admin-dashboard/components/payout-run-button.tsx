import { formatUsd, PayoutMessages } from '@art-market/domain';
import { Banknote } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useProcessPayouts } from '../api/process-payouts.ts';

/** The weekly payout run, started by hand: pays every delivered item past its return window, once. */
export function PayoutRunButton() {
  const run = useProcessPayouts();
  return (
    <div className="flex flex-col items-end gap-2">
      <Button onClick={() => run.mutate()} disabled={run.isPending}>
        <Banknote aria-hidden="true" className="size-4" />
        {run.isPending ? 'Processing payouts…' : 'Process weekly payouts'}
      </Button>
      {run.isSuccess ? (
        <Alert tone="success">
          {run.data.message}: {formatUsd(run.data.amount)}
        </Alert>
      ) : null}
      {run.isError ? <Alert>{errorMessage(run.error, PayoutMessages.processPayoutFailed)}</Alert> : null}
    </div>
  );
}
