import { earningsQuerySchema } from '@art-market/domain/schemas';
import { Filter } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

export interface EarningsRange {
  startDate: string;
  endDate: string;
}

/** Start and end dates, applied together by Apply Filter (docs/product/studio-and-console.md#console-earnings). */
export function EarningsFilters({ range, onApply }: { range: EarningsRange; onApply: (range: EarningsRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | undefined>();

  function apply(event: FormEvent) {
    event.preventDefault();
    const parsed = earningsQuerySchema.safeParse(draft);
    if (!parsed.success || !draft.startDate || !draft.endDate) {
      setError(parsed.error?.issues[0]?.message ?? 'Choose a start and an end date');
      return;
    }
    setError(undefined);
    onApply(draft);
  }

  function change(field: keyof EarningsRange, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setError(undefined);
  }

  return (
    <form onSubmit={apply} className="flex flex-wrap items-start gap-3" aria-label="Earnings date range">
      <TextField
        label="Start date"
        type="date"
        value={draft.startDate}
        onChange={(event) => change('startDate', event.target.value)}
      />
      <TextField
        label="End date"
        type="date"
        value={draft.endDate}
        error={error}
        onChange={(event) => change('endDate', event.target.value)}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        <Filter aria-hidden="true" className="size-4" />
        Apply Filter
      </Button>
    </form>
  );
}
