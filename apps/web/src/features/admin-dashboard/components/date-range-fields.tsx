import { TextField } from '#web/components/ui/text-field.tsx';

export type DateRangeKey = 'startDate' | 'endDate';

/** A start and an end date that bound each other, so the browser's picker offers no inverted range. */
export function DateRangeFields({
  values,
  onChange,
}: {
  values: Record<DateRangeKey, string>;
  onChange: (key: DateRangeKey, value: string) => void;
}) {
  return (
    <>
      <TextField
        label="Start date"
        type="date"
        value={values.startDate}
        max={values.endDate || undefined}
        onChange={(event) => onChange('startDate', event.target.value)}
      />
      <TextField
        label="End date"
        type="date"
        value={values.endDate}
        min={values.startDate || undefined}
        onChange={(event) => onChange('endDate', event.target.value)}
      />
    </>
  );
}
