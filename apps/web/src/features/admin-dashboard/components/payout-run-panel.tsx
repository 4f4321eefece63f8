import { PayoutMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import type { PayoutForecast } from '@art-market/domain/schemas';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePayoutForecast } from '../api/get-payout-forecast.ts';
import { useProcessPayouts } from '../api/process-payouts.ts';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const runFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
const vendors = (count: number) => `${count} ${count === 1 ? 'vendor' : 'vendors'}`;

/**
 * What is owed but not yet due, and why: the return window, a return still open, or a vendor's payout
 * account too new to be paid (docs/decisions/0029-what-a-careful-attacker-still-gets.md).
 */
function ComingDue({ forecast }: { forecast: PayoutForecast }) {
  return (
    <>
      <p className="text-sm text-muted">
        An item is paid once the {forecast.returnWindowDays}-day return window after its delivery has closed with no return open.
      </p>
      {forecast.upcoming.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Coming due as return windows close</p>
          <ul className="mt-1 flex flex-col gap-0.5">
            {forecast.upcoming.map((day) => (
              <li key={day.date} className="flex justify-between gap-6 tabular-nums">
                <span>{dayFormat.format(new Date(`${day.date}T00:00:00Z`))}</span>
                <span>
                  {formatUsd(day.amount)} ({items(day.itemCount)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {forecast.awaitingReturns.itemCount > 0 ? (
        <p className="text-sm">
          Waiting on open returns: {formatUsd(forecast.awaitingReturns.amount)} ({items(forecast.awaitingReturns.itemCount)})
        </p>
      ) : null}
      {forecast.awaitingNewPayoutAccount.vendorCount > 0 ? (
        <p className="text-sm">
          Waiting on a new payout account (added less than {forecast.payoutAccountHoldHours} hours ago):{' '}
          {formatUsd(forecast.awaitingNewPayoutAccount.amount)} ({vendors(forecast.awaitingNewPayoutAccount.vendorCount)})
        </p>
      ) : null}
      {forecast.awaitingPayoutAccount.vendorCount > 0 ? (
        <p className="text-sm">
          {`Waiting on a payout account (no active bank account on file): ${formatUsd(forecast.awaitingPayoutAccount.amount)} (${vendors(forecast.awaitingPayoutAccount.vendorCount)})`}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {forecast.nextScheduledRun
          ? `Next scheduled run: ${runFormat.format(new Date(forecast.nextScheduledRun))}`
          : 'Runs are started here by hand (no schedule is set).'}
      </p>
    </>
  );
}

/**
 * The weekly payout run, started by hand: what it would pay now and what comes due when, then a
 * confirmation naming the amount before any money moves.
 */
export function PayoutRunPanel() {
  const forecast = usePayoutForecast();
  const run = useProcessPayouts();
  const [confirming, setConfirming] = useState(false);
  const due = forecast.data;

  return (
    <section
      aria-labelledby="payout-run-heading"
      className="flex w-full max-w-md flex-col gap-3 rounded-sm border border-line bg-white p-4"
    >
      <h4 id="payout-run-heading" className="font-medium">
        Weekly payout
      </h4>
      {forecast.isError ? <Alert>{errorMessage(forecast.error, PayoutMessages.fetchForecastFailed)}</Alert> : null}
      {due ? (
        <>
          <p className="text-lg tabular-nums">
            {due.dueNow > 0
              ? `Due now: ${formatUsd(due.dueNow)} to ${vendors(due.dueNowVendorCount)} (${items(due.dueNowItemCount)})`
              : 'Nothing is due for payout now.'}
          </p>
          <ComingDue forecast={due} />
        </>
      ) : null}
      <Button onClick={() => setConfirming(true)} disabled={run.isPending || !due || due.dueNow <= 0} className="self-start">
        <Banknote aria-hidden="true" className="size-4" />
        {run.isPending ? 'Processing payouts…' : 'Process weekly payouts'}
      </Button>
      {run.isSuccess ? (
        <Alert tone="success">
          {run.data.message}: {formatUsd(run.data.amount)}
        </Alert>
      ) : null}
      {run.isError ? <Alert>{errorMessage(run.error, PayoutMessages.processPayoutFailed)}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Process weekly payouts"
        message={due ? `Pay ${formatUsd(due.dueNow)} to ${vendors(due.dueNowVendorCount)} now? Each gets one payout.` : ''}
        confirmLabel="Pay now"
        pending={run.isPending}
        onConfirm={() => run.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
