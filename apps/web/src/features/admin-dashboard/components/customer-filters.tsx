import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { DateRangeFields } from './date-range-fields.tsx';

export type CustomerFilterKey = 'startDate' | 'endDate' | 'searchTerm';

/** Join-date filters apply as they change; the search term when the admin searches (Enter or the button). */
export function CustomerFilters({
  values,
  onChange,
}: {
  values: Record<CustomerFilterKey, string>;
  onChange: (key: CustomerFilterKey, value: string) => void;
}) {
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange('searchTerm', String(new FormData(event.currentTarget).get('searchTerm') ?? '').trim());
  }

  return (
    <form
      aria-label="Customer filters"
      onSubmit={search}
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]"
    >
      <DateRangeFields values={values} onChange={onChange} />
      <TextField
        label="Search term"
        type="search"
        placeholder="Name or e-mail"
        maxLength={100}
        name="searchTerm"
        // Uncontrolled, typed freely; a new term from the address (back, reload) replaces it.
        key={values.searchTerm}
        defaultValue={values.searchTerm}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
