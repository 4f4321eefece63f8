import type { Role } from '@art-market/domain/rules';
import type { Login, SignInWithCode } from '@art-market/domain/schemas';
import { apiRequest } from '#web/lib/api-client.ts';

/** A login with the password, or with a one-time code mailed to the account. */
export type SignIn = Login | SignInWithCode;

/** The login path, or its sign-in-code twin when the caller has a code instead of a password. */
export function signInPath(loginPath: string, signIn: SignIn): string {
  return 'otp' in signIn ? `${loginPath}-with-code` : loginPath;
}

/** Where each role asks for a code: beside its forgot-password call. */
const CODE_PREFIXES: Record<Role, string> = { customer: '/customer', vendor: '/vendor', admin: '/AdminAuth' };

export function requestSignInCode(role: Role, email: string): Promise<{ message: string }> {
  return apiRequest(`${CODE_PREFIXES[role]}/login-code`, { method: 'POST', body: { email } });
}
