export const ResetMessages = {
  codeSent: 'If an account exists for this email, a verification code has been sent.',
  codeValid: 'OTP verified successfully',
  codeInvalid: 'Invalid or expired OTP',
  passwordReset: 'Password reset successfully!',
  passwordsDiffer: 'Passwords do not match',
  codeFormat: 'Please enter the 6-digit code',
} as const;

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
