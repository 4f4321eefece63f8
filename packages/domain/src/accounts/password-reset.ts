import { z } from 'zod';
import { emailField, passwordField } from '../common/validation.ts';
import { ResetMessages } from './password-reset-copy.ts';

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

/** The e-mail and the code it was sent: the same fields as verifying a reset code. */
export const signInWithCodeSchema = verifyOtpSchema;
export type SignInWithCode = VerifyOtp;
