import { ProductMessages } from '../catalog/artworks.ts';
import { isRequiredMessage } from '../common/validation-copy.ts';

/** "Please fill in all required fields" when any message says a required field is empty. */
export function requiredFieldsSummary(messages: readonly string[]): string | undefined {
  return messages.some(isRequiredMessage) ? ProductMessages.requiredSummary : undefined;
}

export const REVISION_STATUSES = ['pending', 'rejected'] as const;
