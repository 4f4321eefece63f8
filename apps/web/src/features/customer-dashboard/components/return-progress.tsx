import type { ReturnView } from '@art-market/domain/schemas';
import { Check } from 'lucide-react';

const STEPS = ['Requested', 'Approved', 'Received', 'Refunded'] as const;

/** How far a return has come; a return may be received without an approval first, which counts as approved. */
function stepsDone(view: ReturnView): number {
  if (view.status === 'received') return view.refund?.status === 'succeeded' ? 4 : 3;
  return view.status === 'approved' ? 2 : 1;
}

/** requested → approved → received → refunded, the current step marked for screen readers too. */
export function ReturnProgress({ view }: { view: ReturnView }) {
  const done = stepsDone(view);
  return (
    <ol aria-label="Progress" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      {STEPS.map((step, index) => {
        const reached = index < done;
        return (
          <li
            key={step}
            aria-current={index === done - 1 ? 'step' : undefined}
            className={`flex items-center gap-1.5 ${reached ? 'font-medium text-ink' : 'text-muted'}`}
          >
            {index > 0 ? <span aria-hidden="true" className={`h-px w-6 ${reached ? 'bg-ink' : 'bg-line'}`} /> : null}
            <span
              aria-hidden="true"
              className={`inline-flex size-5 items-center justify-center rounded-full border ${reached ? 'border-ink bg-ink text-paper' : 'border-line'}`}
            >
              {reached ? <Check className="size-3" /> : null}
            </span>
            {step}
            <span className="sr-only">{reached ? ' (done)' : ' (to come)'}</span>
          </li>
        );
      })}
    </ol>
  );
}
