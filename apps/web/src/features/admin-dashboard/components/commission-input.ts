import { CommissionMessages } from '@art-market/domain/copy';
import { parseCommissionInput } from '@art-market/domain/rules';
import { commissionPercentageField } from '@art-market/domain/schemas';

export const COMMISSION_LABEL = 'Commission percentage';

/** A typed commission: the number (leading zeros stripped) or the spec's message. */
export function readCommission(typed: string): { value: number } | { error: string } {
  const parsed = parseCommissionInput(typed);
  if (parsed === undefined) return { error: CommissionMessages.invalidNumber };
  const checked = commissionPercentageField.safeParse(parsed);
  return checked.success
    ? { value: checked.data }
    : { error: checked.error.issues[0]?.message ?? CommissionMessages.invalidNumber };
}
