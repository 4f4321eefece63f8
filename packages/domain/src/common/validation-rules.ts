import type { z } from 'zod';

/** The "simple address pattern" of the spec's e-mail checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field name -> message, the `errors` map of a 400 answer (docs/product/api-conventions.md#error-body). */
export type FieldErrors = Record<string, string>;

export interface FormProblem {
  message: string;
  errors: FieldErrors;
}

/** The first message per field, keyed by the dotted path ("_" for the whole form). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Phone numbers are compared after stripping everything but digits and the plus sign. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}

export const PASSWORD_MIN_LENGTH = 8;
