import type { Role } from '@art-market/domain/rules';
import type { Login, SecondStep, SignInWithCode } from '@art-market/domain/schemas';
import { apiRequest } from '#web/lib/api-client.ts';

/** A login with the password, or with a one-time code mailed to the account, or its second step (two-factor). */
export type SignIn = Login | SignInWithCode | SecondStep;

/** The login path, its sign-in-code twin when the caller has a code instead of a password, or its second step. */
export function signInPath(loginPath: string, signIn: SignIn): string {
  if ('secondStepToken' in signIn) return `${loginPath}/second-step`;
  return 'otp' in signIn ? `${loginPath}-with-code` : loginPath;
}

/** Where each role asks for a code: beside its forgot-password call. */
const CODE_PREFIXES: Record<Role, string> = { customer: '/customer', vendor: '/vendor', admin: '/AdminAuth' };

export function requestSignInCode(role: Role, email: string): Promise<{ message: string }> {
  return apiRequest(`${CODE_PREFIXES[role]}/login-code`, { method: 'POST', body: { email } });
}
