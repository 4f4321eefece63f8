import type { PayoutSummary } from '@art-market/domain/schemas';

const KIND_NAMES: Record<PayoutSummary['kind'], string> = {
  manual: 'Manual payment',
  weekly: 'Weekly payout',
};

export function payoutKindName(kind: PayoutSummary['kind']): string {
  return KIND_NAMES[kind];
}
