import { z } from 'zod';
import { TwoFactorMessages } from './two-factor-copy.ts';
import { TOTP_CODE_PATTERN } from './two-factor-rules.ts';

/** A fresh code from the authenticator app (enrolment, refunds, payout accounts). */
export const totpCodeField = z
  .string({ error: TwoFactorMessages.codeRequired })
  .trim()
  .regex(TOTP_CODE_PATTERN, TwoFactorMessages.codeRequired);

/** What the second step of a sign-in or turning the factor off takes: a code from the app or a recovery code. */
const anyCodeField = z
  .string({ error: TwoFactorMessages.codeRequired })
  .trim()
  .min(1, TwoFactorMessages.codeRequired)
  .max(40, TwoFactorMessages.signInCodeWrong);

/** A login whose password was right, on an account with the factor on: no session yet, only the second step. */
export const secondStepAnswerSchema = z.object({ secondStep: z.literal(true), secondStepToken: z.string() });
export type SecondStepAnswer = z.infer<typeof secondStepAnswerSchema>;

export const secondStepSchema = z.object({ secondStepToken: z.string().min(1).max(2000), code: anyCodeField });
export type SecondStep = z.output<typeof secondStepSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The account's role must have it (admins, when the deployment says so). */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A started enrolment: the secret to type, its otpauth URI and that URI as an SVG QR code (a data URL). */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmSchema = z.object({ code: totpCodeField });
export type TwoFactorConfirm = z.output<typeof twoFactorConfirmSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableSchema = z.object({
  currentPassword: z.string().max(128, 'Password must be at most 128 characters long').optional(),
  code: anyCodeField,
});
export type TwoFactorDisable = z.output<typeof twoFactorDisableSchema>;

/** The code a money-moving request carries when the caller has the factor on (checked on the server). */
export const freshCodeField = z.string().trim().max(40).optional();
