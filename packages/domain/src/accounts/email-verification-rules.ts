/** A mailed verification link works once, for 48 hours (long enough for a weekend away from the mailbox). */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** The web page a verification link opens; the token travels in its query. */
export const VERIFY_EMAIL_PATH = '/verify-email';

export const EmailVerificationMessages = {
  verified: 'Your email address is verified. Thank you!',
  alreadyVerified: 'Your email address is already verified',
  invalidLink: 'This verification link is invalid or has already been used. Sign in and ask for a new one.',
  expiredLink: 'This verification link has expired. Sign in and ask for a new one.',
  tokenRequired: 'The verification link is incomplete: open the whole link from the e-mail',
  sent: 'We sent a new verification link to your email address. It works once, within 48 hours.',
  resend: 'Resend verification email',
  verifying: 'Verifying your email address…',
  statusVerified: 'Email verified',
  statusUnverified: 'Email not verified',
  unverifiedNotice:
    'Please verify your email address: we sent you a link when you registered. Bank transfers need a verified address.',
  /** The checkout, in place of the bank-transfer form, and the submission's 403. */
  bankTransferNeedsVerifiedEmail:
    'To pay by bank transfer, please verify your email address first: open the link we e-mailed you, or ask for a new one. PayPal and PayU do not need it.',
} as const;
