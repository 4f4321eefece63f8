/**
 * The second factor for the people who move money (admins and vendors): time-based codes from an
 * authenticator app, as those apps expect them (30-second steps, 6 digits, HMAC-SHA-1), checked one
 * step either side for a clock that drifts, and ten single-use recovery codes.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code after the password was right. */
export const SECOND_STEP_TTL_MS = 5 * 60 * 1000;
/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Art Market';

/** The roles that may turn the second factor on; customers do not need it. */
export const SECOND_FACTOR_ROLES = ['vendor', 'admin'] as const;
export type SecondFactorRole = (typeof SECOND_FACTOR_ROLES)[number];

/** A code from the app: six digits; anything else typed at the second step is read as a recovery code. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
