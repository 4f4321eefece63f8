import { ORDER_STATUS_NAMES, PAYMENT_STATUS_NAMES } from '@art-market/domain/copy';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { DateRangeFields } from './date-range-fields.tsx';

export type OrderFilterKey = 'startDate' | 'endDate' | 'status' | 'paymentStatus';

const optionsOf = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value, label }));

/** The spec's four filters of the admin Orders table, applied as they change. */
export function OrderFilters({
  values,
  onChange,
}: {
  values: Record<OrderFilterKey, string>;
  onChange: (key: OrderFilterKey, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <DateRangeFields values={values} onChange={onChange} />
      <SelectField
        label="Status"
        value={values.status}
        placeholder="All statuses"
        options={optionsOf(ORDER_STATUS_NAMES)}
        onChange={(event) => onChange('status', event.target.value)}
      />
      <SelectField
        label="Payment status"
        value={values.paymentStatus}
        placeholder="All payment statuses"
        options={optionsOf(PAYMENT_STATUS_NAMES)}
        onChange={(event) => onChange('paymentStatus', event.target.value)}
      />
    </div>
  );
}
