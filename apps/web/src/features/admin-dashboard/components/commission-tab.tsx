import { CommissionMessages } from '@art-market/domain/copy';
import { ADMIN_COMMISSION_FALLBACK } from '@art-market/domain/rules';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCommissionSetting } from '../api/get-commission-setting.ts';
import { useUpdateCommissionSetting } from '../api/update-commission-setting.ts';
import { COMMISSION_LABEL, readCommission } from './commission-input.ts';

const SUCCESS_MS = 3000;

function CommissionForm({ initial }: { initial: number }) {
  const update = useUpdateCommissionSetting();
  const [typed, setTyped] = useState(String(initial));
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function save(event: React.FormEvent) {
    event.preventDefault();
    const read = readCommission(typed);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setTyped(String(read.value));
    update.mutate(
      { commissionPercentage: read.value },
      {
        onSuccess: () => {
          // The spec shows the success text for 3 s.
          setSaved(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setSaved(false), SUCCESS_MS);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="flex max-w-sm flex-col gap-5">
      <TextField
        label={COMMISSION_LABEL}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.1}
        value={typed}
        error={error}
        hint="Applied to new artworks; 0 to 100, at most 2 decimals."
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
          setSaved(false);
          update.reset();
        }}
      />
      {update.isError ? <Alert>{errorMessage(update.error, 'Failed to update commission settings')}</Alert> : null}
      {saved ? <Alert tone="success">{CommissionMessages.updated}</Alert> : null}
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

export function CommissionTab() {
  const setting = useCommissionSetting();
  if (setting.isPending) return <Spinner label="Loading commission settings…" />;
  return (
    <div className="flex flex-col gap-5">
      {/* When loading fails the form starts from the 5% default. */}
      {setting.isError ? <Alert>{errorMessage(setting.error, CommissionMessages.fetchFailed)}</Alert> : null}
      <CommissionForm initial={setting.data?.commissionPercentage ?? ADMIN_COMMISSION_FALLBACK} />
    </div>
  );
}
