import { z } from 'zod';
import { emailField, passwordField } from './validation.ts';

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
export const ResetMessages = {
  codeSent: 'If an account exists for this email, a verification code has been sent.',
  codeValid: 'OTP verified successfully',
  codeInvalid: 'Invalid or expired OTP',
  passwordReset: 'Password reset successfully!',
  passwordsDiffer: 'Passwords do not match',
  codeFormat: 'Please enter the 6-digit code',
} as const;

const otpField = z
  .string({ error: ResetMessages.codeFormat })
  .trim()
  .regex(/^\d{6}$/, ResetMessages.codeFormat);

const resetEmail = emailField();

export const forgotPasswordSchema = z.object({ email: resetEmail });
export const verifyOtpSchema = z.object({ email: resetEmail, otp: otpField });
export const resetPasswordSchema = z.object({ email: resetEmail, otp: otpField, newPassword: passwordField });

export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
export type VerifyOtp = z.output<typeof verifyOtpSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

export interface VerifyOtpResult {
  valid: boolean;
  message: string;
}

/**
 * The way through a lockout: after too many wrong passwords, the login answers 429 and offers a one-time
 * code by e-mail (the reset codes' rules: 6 digits, hashed, short-lived, single use). Using it signs the
 * owner in and lifts the lock; the owner is mailed once when the account gets locked.
 */
export const SignInCodeMessages = {
  offer: 'E-mail me a sign-in code',
  codeSent: 'If an account exists for this email, a sign-in code has been sent.',
  codeLabel: 'Sign-in code',
  signIn: 'Sign in with the code',
} as const;

/** The e-mail and the code it was sent: the same fields as verifying a reset code. */
export const signInWithCodeSchema = verifyOtpSchema;
export type SignInWithCode = VerifyOtp;
