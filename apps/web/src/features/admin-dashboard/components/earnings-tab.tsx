import { PAYMENT_METHOD_NAMES } from '@art-market/domain/copy';
import { defaultEarningsRange, PaymentMethod, type PaymentMethodCode } from '@art-market/domain/rules';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { EarningsFilters, type EarningsRange } from './earnings-filters.tsx';
import { EarningsResults } from './earnings-results.tsx';
import { PayoutRunPanel } from './payout-run-panel.tsx';
import { RefundsAttentionPanel } from './refunds-attention-panel.tsx';

const ALL = 'all';
const SUB_TABS: readonly { value: string; label: string; method: PaymentMethodCode | undefined }[] = [
  { value: ALL, label: 'All Payments', method: undefined },
  ...[PaymentMethod.PayPal, PaymentMethod.PayU, PaymentMethod.NEFT].map((method) => ({
    value: String(method),
    label: PAYMENT_METHOD_NAMES[method],
    method,
  })),
];

/** The admin's Earnings tab, titled "Order Payment Details" (docs/product/studio-and-console.md#console-earnings). */
export function EarningsTab() {
  const [range, setRange] = useState<EarningsRange>(() => defaultEarningsRange(new Date()));
  const [tab, setTab] = useState(ALL);
  const [page, setPage] = useState(1);
  const method = SUB_TABS.find((candidate) => candidate.value === tab)?.method;

  return (
    <div className="flex flex-col gap-6">
      <RefundsAttentionPanel />
      <div className="flex flex-wrap items-start justify-between gap-4 border-t border-line pt-6">
        <h3 className="text-xl">Order Payment Details</h3>
        <PayoutRunPanel />
      </div>
      <EarningsFilters
        range={range}
        onApply={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setPage(1);
        }}
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label="Payment method" className="flex gap-1 overflow-x-auto border-b border-line">
          {SUB_TABS.map((sub) => (
            <Tabs.Trigger
              key={sub.value}
              value={sub.value}
              className="min-h-11 shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-medium text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink"
            >
              {sub.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SUB_TABS.map((sub) => (
          <Tabs.Content key={sub.value} value={sub.value}>
            <EarningsResults filters={{ ...range, paymentMethod: method, page }} onPage={setPage} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
