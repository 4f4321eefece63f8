/** The second factor's words (docs/product/accounts.md#second-factor). */
export const TwoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not right or was already used. Enter the next code from your authenticator app.',
  signInCodeWrong: 'That code is not right or was already used',
  alreadyOn: 'Two-factor authentication is already on',
  notOn: 'Two-factor authentication is not on',
  noEnrolment: 'Start the set-up again: no set-up is waiting for a code',
  turnedOn: 'Two-factor authentication is on',
  turnedOff: 'Two-factor authentication is off',
  /** The console's 403 for an admin who must enrol before anything else. */
  enrolmentRequired: 'Set up two-factor authentication before using the console',
  secondStepExpired: 'Your sign-in took too long. Please log in again.',
  secondStepPrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeLabel: 'Authentication code',
  recoveryCodesIntro:
    'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
} as const;
