/** A code (docs/product/accounts.md#reset-codes): 6 digits, stored hashed, 5 minutes, single use, void after 5 wrong tries. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MS = 5 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** One code request per account per minute: stops mail floods and voiding a code the owner is typing. */
export const RESET_CODE_REQUEST_COOLDOWN_MS = 60 * 1000;
/**
 * At most this many codes per account in any 24 hours: past it a request answers as any other and
 * mails nothing (a 429 only a real account could reach would say the account exists).
 */
export const RESET_CODES_PER_DAY = 10;
export const RESET_CODE_DAY_MS = 24 * 60 * 60 * 1000;

/** The account's codes of the last 24 hours: how many, and when the newest was issued. */
export interface RecentResetCodes {
  count: number;
  newest: Date | undefined;
}

/** Whether a new code may be mailed now: past the cooldown since the last one, and under the daily number. */
export function mayIssueResetCode(recent: RecentResetCodes, now: Date): boolean {
  if (recent.count >= RESET_CODES_PER_DAY) return false;
  return !recent.newest || now.getTime() - recent.newest.getTime() >= RESET_CODE_REQUEST_COOLDOWN_MS;
}

export interface VerifyOtpResult {
  valid: boolean;
  message: string;
}
