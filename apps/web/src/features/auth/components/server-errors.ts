import { AccountMessages, type FieldErrors } from '@art-market/domain';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's field errors, when a 400 or 409 answer carried them. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.errors ? error.errors : {};
}

/** Vendor registration (vendor-and-admin section 8): "field: message" joined by commas, else the message, else the fallback. */
export function vendorRegistrationFailureText(error: unknown): string {
  const errors = Object.entries(serverFieldErrors(error));
  if (errors.length > 0) return errors.map(([field, message]) => `${field}: ${message}`).join(', ');
  if (error instanceof ApiError && !error.isNetworkFailure && error.message) return error.message;
  return AccountMessages.registrationFailed;
}
