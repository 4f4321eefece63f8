import { PASSWORD_MIN_LENGTH } from './validation-rules.ts';

export const ValidationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

/** "{Field} is required": the wording for an empty required field (docs/product/studio-and-console.md#add-new-product). */
export const requiredMessage = (field: string) => `${field} is required`;
/** Form summaries ("Please fill in all required fields") look for this wording. */
export const isRequiredMessage = (message: string) => message.endsWith(' is required');

/** What the one error handler answers when no service named the problem. */
export const ErrorMessages = {
  /** A unique rule of the database refused a write that a parallel request had already made. */
  alreadyExists: 'This record already exists',
  serverError: 'Something went wrong on our side. Please try again.',
  /** The request's database connection was cut (a failover, a restart): sending it again is safe. */
  connectionInterrupted: 'The database connection was interrupted. Please try again in a moment.',
} as const;

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;
