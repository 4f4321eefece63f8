import { z } from 'zod';

/** The "simple address pattern" of the spec's e-mail checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ValidationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

/** "{Field} is required": the wording for an empty required field (docs/product/studio-and-console.md#add-new-product). */
export const requiredMessage = (field: string) => `${field} is required`;
/** Form summaries ("Please fill in all required fields") look for this wording. */
export const isRequiredMessage = (message: string) => message.endsWith(' is required');

/** Field name -> message, the `errors` map of a 400 answer (docs/product/api-conventions.md#error-body). */
export type FieldErrors = Record<string, string>;

/** What the one error handler answers when no service named the problem. */
export const ErrorMessages = {
  /** A unique rule of the database refused a write that a parallel request had already made. */
  alreadyExists: 'This record already exists',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

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

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character';

/**
 * Any text a client sends. PostgreSQL cannot store the NUL character in text and fails the whole
 * query, so it is refused here as a field error (400) before it reaches a query.
 */
export function clientText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE);
}

/** A trimmed text that must not be empty; a missing value gets the same message. */
export function requiredText(message: string, maxLength = 200) {
  return clientText({ error: message }).trim().min(1, message).max(maxLength, `Must be at most ${maxLength} characters`);
}

export function optionalText(maxLength = 200) {
  return clientText().trim().max(maxLength, `Must be at most ${maxLength} characters`).optional().default('');
}

/** A trimmed, lower-cased e-mail, compared ignoring case (docs/product/accounts.md#e-mail-addresses-and-phone-numbers). */
export function emailField(
  invalidMessage: string = ValidationMessages.emailInvalid,
  missingMessage: string = ValidationMessages.emailRequired,
) {
  return requiredText(missingMessage, 254)
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform((email) => email.toLowerCase());
}

/** Phone numbers are compared after stripping everything but digits and the plus sign. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

/** A password that was typed at all; the strength rules come on top where an account sets one. */
export const typedPassword = z.string({ error: ValidationMessages.passwordRequired }).min(1, ValidationMessages.passwordRequired);

/** argon2 hashes any length, but an unbounded password is a cheap denial of service. */
export const passwordField = typedPassword
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(128, 'Password must be at most 128 characters long');
