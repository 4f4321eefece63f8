import { ProductMessages } from '../catalog/artworks.ts';
import type { FieldErrors } from '../common/validation-rules.ts';
import { requiredFieldsSummary } from './products-rules.ts';

/** The `message` of a refused submission: that summary, else the first problem. */
export function productSubmissionMessage(errors: FieldErrors): string {
  const messages = Object.values(errors);
  return requiredFieldsSummary(messages) ?? messages[0] ?? ProductMessages.requiredSummary;
}
