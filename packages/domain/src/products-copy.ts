import { ProductMessages } from './artworks.ts';
import { requiredFieldsSummary } from './products-rules.ts';
import type { FieldErrors } from './validation-rules.ts';

/** The `message` of a refused submission: that summary, else the first problem. */
export function productSubmissionMessage(errors: FieldErrors): string {
  const messages = Object.values(errors);
  return requiredFieldsSummary(messages) ?? messages[0] ?? ProductMessages.requiredSummary;
}
