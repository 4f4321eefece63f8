import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, PASSWORD_TOO_SHORT, ValidationMessages } from './validation-copy.ts';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './validation-rules.ts';

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

/** A password that was typed at all; the strength rules come on top where an account sets one. */
export const typedPassword = z.string({ error: ValidationMessages.passwordRequired }).min(1, ValidationMessages.passwordRequired);

/** argon2 hashes any length, but an unbounded password is a cheap denial of service. */
export const passwordField = typedPassword
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(128, 'Password must be at most 128 characters long');
