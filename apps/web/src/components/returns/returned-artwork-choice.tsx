import {
  INSPECTION_NAMES,
  type InspectionDecision,
  inspectionOpen,
  type ReturnInspection,
  type ReturnReason,
} from '@art-market/domain/rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';

const CHOICES: readonly { decision: InspectionDecision; label: string }[] = [
  { decision: 'relist', label: 'Relist as it was' },
  { decision: 'relist_with_changes', label: 'Relist with changes' },
  { decision: 'keep_off_sale', label: 'Keep off sale' },
];

/**
 * A returned artwork that is back: it stays off sale until someone who has looked at it chooses to relist
 * it, relist it with a reviewed change, or keep it off sale (ADR 0037). The studio and the console use it.
 */
export function ReturnedArtworkChoice({
  title,
  reason,
  inspection,
  pending,
  onDecide,
}: {
  title: string;
  reason: ReturnReason;
  inspection: ReturnInspection | null;
  pending: boolean;
  onDecide: (decision: InspectionDecision) => void;
}) {
  if (inspection === null) return null;
  const open = inspectionOpen(inspection);
  return (
    <fieldset aria-label={`Returned artwork: ${title}`} className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <p>
        <span className="font-medium">{title}</span> <span className="text-muted">· {INSPECTION_NAMES[inspection]}</span>
      </p>
      {open && reason === 'damaged' && inspection === 'awaiting' ? (
        <Alert tone="info">It was reported as arrived damaged. Look at it before it goes back on sale.</Alert>
      ) : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {CHOICES.filter((choice) => !(choice.decision === 'keep_off_sale' && inspection === 'kept_off_sale'))
            .filter((choice) => !(choice.decision === 'relist_with_changes' && inspection === 'relist_after_edit'))
            .map((choice) => (
              <Button
                key={choice.decision}
                variant={choice.decision === 'relist' ? 'primary' : 'secondary'}
                disabled={pending}
                onClick={() => onDecide(choice.decision)}
              >
                {choice.label}
              </Button>
            ))}
        </div>
      ) : null}
    </fieldset>
  );
}
