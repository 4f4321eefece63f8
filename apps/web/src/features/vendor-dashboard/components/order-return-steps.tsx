import { formatUsd, INSPECTION_NAMES, RETURN_REASON_NAMES } from '@art-market/domain/rules';
import type { VendorOrder } from '@art-market/domain/schemas';
import { formatOrderDate } from '#web/lib/dates.ts';

type ReturnedItem = VendorOrder['items'][number] & { returned: NonNullable<VendorOrder['items'][number]['returned']> };

/** The steps a return has taken so far, each as the vendor is mailed it: asked, approved, received, refunded, decided. */
function stepsOf(item: ReturnedItem, order: VendorOrder): string[] {
  const { returned } = item;
  const steps = [`Return requested on ${formatOrderDate(returned.requestedAt)} (${RETURN_REASON_NAMES[returned.reason]})`];
  if (returned.status === 'rejected') return [...steps, 'Return not accepted: the collector keeps the artwork'];
  if (returned.status === 'requested') return [...steps, 'Waiting for our team to review it'];
  steps.push('Approved: the collector sends it back to your return address');
  if (!returned.receivedAt) return steps;
  steps.push(`Received on ${formatOrderDate(returned.receivedAt)}: inspect it and choose what becomes of it`);
  for (const deduction of order.earningDeductions.filter((line) => line.kind === 'refund')) {
    steps.push(`Refund issued on ${formatOrderDate(deduction.date)}: ${formatUsd(deduction.amount)} off your earnings`);
  }
  if (returned.inspection && returned.inspection !== 'awaiting') {
    const when = returned.inspectedAt ? ` on ${formatOrderDate(returned.inspectedAt)}` : '';
    steps.push(`${INSPECTION_NAMES[returned.inspection]}${when}`);
  }
  return steps;
}

/** Where each return of this order stands, step by step, on the vendor's order view. */
export function OrderReturnSteps({ order }: { order: VendorOrder }) {
  const returned = order.items.filter((item): item is ReturnedItem => item.returned !== null);
  if (returned.length === 0) return null;
  return (
    <section aria-labelledby="order-return-steps-heading" className="mb-6 flex flex-col gap-2 text-sm">
      <h3 id="order-return-steps-heading" className="font-medium">
        Return
      </h3>
      {returned.map((item) => (
        <ol key={item.id} aria-label={`Return of ${item.title}`} className="list-decimal pl-5 leading-relaxed">
          {stepsOf(item, order).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ))}
    </section>
  );
}
