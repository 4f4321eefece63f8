import { TwoFactorMessages } from '@art-market/domain/copy';
import { type Role, type SecondFactorRole, TOTP_CODE_PATTERN } from '@art-market/domain/rules';
import type { RecoveryCodes, TwoFactorDisable, TwoFactorEnrolment, TwoFactorStatus } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { lockOpenAccount } from './account.repository.ts';
import { checkCurrentPassword, passwordCheckLimit } from './account-email.service.ts';
import {
  confirmSecondFactor,
  countUnusedRecoveryCodes,
  findSecondFactor,
  hasSecondFactor,
  removeSecondFactor,
  replacePendingSecret,
  replaceRecoveryCodes,
  type StoredSecondFactor,
  takeTimeStep,
  useRecoveryCode,
} from './two-factor.repository.ts';
import {
  enrolmentPicture,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
} from './two-factor-secrets.ts';

/** Customers have no second factor: only the roles that move money. */
export function secondFactorRoleOf(role: Role): SecondFactorRole | undefined {
  return role === 'customer' ? undefined : role;
}

/** Whether signing in to this account needs a code after the password. */
export async function needsSecondFactor(ctx: AppContext, role: Role, accountId: string): Promise<boolean> {
  const factorRole = secondFactorRoleOf(role);
  return factorRole !== undefined && hasSecondFactor(ctx.db, factorRole, accountId);
}

export async function getTwoFactorStatus(ctx: AppContext, role: SecondFactorRole, accountId: string): Promise<TwoFactorStatus> {
  const factor = await findSecondFactor(ctx.db, role, accountId);
  const enabled = factor?.confirmed === true;
  return {
    enabled,
    required: role === 'admin' && ctx.config.ADMIN_REQUIRE_2FA,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, role, accountId) : 0,
  };
}

/**
 * A new secret waiting for its first code. It is shown this once; after confirmation the server never
 * answers it again (it is stored sealed). Starting again replaces a set-up that never got its code.
 */
export async function startEnrolment(ctx: AppContext, role: SecondFactorRole, accountId: string): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  return withTransaction(ctx, async (tx) => {
    const account = await lockOpenAccount(tx, role, accountId);
    if (!account) throw new NotFound('Account not found');
    if ((await findSecondFactor(tx, role, accountId))?.confirmed) throw new Conflict(TwoFactorMessages.alreadyOn);
    await replacePendingSecret(tx, role, accountId, sealSecret(ctx.config, secret));
    return { secret, ...(await enrolmentPicture(secret, account.email)) };
  });
}

/**
 * The first code proves the app holds the secret: the factor is on from now, and the ten recovery
 * codes are answered once (only their keyed hashes are kept). A wrong code counts like a password check.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  role: SecondFactorRole,
  accountId: string,
  code: string,
): Promise<RecoveryCodes> {
  const recoveryCodes = newRecoveryCodes();
  await withTransaction(ctx, async (tx) => {
    if (!(await lockOpenAccount(tx, role, accountId))) throw new NotFound('Account not found');
    const factor = await findSecondFactor(tx, role, accountId);
    if (!factor) throw new Conflict(TwoFactorMessages.noEnrolment);
    if (factor.confirmed) throw new Conflict(TwoFactorMessages.alreadyOn);
    await checkCounted(ctx, role, accountId, () => acceptTotp(ctx, tx, role, accountId, factor, code));
    await confirmSecondFactor(tx, role, accountId, ctx.now());
    await replaceRecoveryCodes(
      tx,
      role,
      accountId,
      recoveryCodes.map((recoveryCode) => hashRecoveryCode(ctx.config, recoveryCode)),
    );
  });
  return { recoveryCodes };
}

/** Turning it off takes the password and a code (from the app, or a recovery code for a lost phone). */
export async function turnOffSecondFactor(
  ctx: AppContext,
  role: SecondFactorRole,
  accountId: string,
  input: TwoFactorDisable,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const account = await lockOpenAccount(tx, role, accountId);
    if (!account) throw new NotFound('Account not found');
    await checkCurrentPassword(ctx, role, account, input.currentPassword);
    const factor = await findSecondFactor(tx, role, accountId);
    if (!factor?.confirmed) throw new Conflict(TwoFactorMessages.notOn);
    await checkCounted(ctx, role, accountId, () => acceptAnyCode(ctx, tx, role, accountId, factor, input.code));
    await removeSecondFactor(tx, role, accountId);
  });
}

/**
 * A money-moving request (a refund, a payout destination) of an account with the factor on needs a
 * fresh code from the app, in the caller's transaction. Missing or wrong: 400 under `errors.code`;
 * each check counts against the account's password checks, so past them the answer is 429.
 * An account without the factor passes.
 */
export async function confirmFreshCode(
  ctx: AppContext,
  tx: Database,
  role: SecondFactorRole,
  accountId: string,
  code: string | undefined,
): Promise<void> {
  const factor = await findSecondFactor(tx, role, accountId);
  if (!factor?.confirmed) return;
  if (!code) throw new Invalid(TwoFactorMessages.codeRequired, { code: TwoFactorMessages.codeRequired });
  await checkCounted(ctx, role, accountId, () => acceptTotp(ctx, tx, role, accountId, factor, code));
}

/** The second step of a sign-in: a code from the app or an unused recovery code. */
export async function acceptSignInCode(
  ctx: AppContext,
  tx: Database,
  role: SecondFactorRole,
  accountId: string,
  code: string,
): Promise<boolean> {
  const factor = await findSecondFactor(tx, role, accountId);
  // Turned off since the password was checked: the password was all the account asked for.
  if (!factor?.confirmed) return true;
  return acceptAnyCode(ctx, tx, role, accountId, factor, code);
}

/** Counted before the code is compared, released when it was right: a wrong code stays counted. */
async function checkCounted(ctx: AppContext, role: SecondFactorRole, accountId: string, accept: () => Promise<boolean>) {
  const release = await ctx.throttle.take([passwordCheckLimit(role, accountId)]);
  if (!(await accept())) throw new Invalid(TwoFactorMessages.codeWrong, { code: TwoFactorMessages.codeWrong });
  await release();
}

async function acceptAnyCode(
  ctx: AppContext,
  tx: Database,
  role: SecondFactorRole,
  accountId: string,
  factor: StoredSecondFactor,
  code: string,
): Promise<boolean> {
  if (TOTP_CODE_PATTERN.test(code.trim())) return acceptTotp(ctx, tx, role, accountId, factor, code);
  return useRecoveryCode(tx, role, accountId, hashRecoveryCode(ctx.config, code), ctx.now());
}

/** Right for now, one step either side, and newer than the last step used: then that step is taken. */
async function acceptTotp(
  ctx: AppContext,
  tx: Database,
  role: SecondFactorRole,
  accountId: string,
  factor: StoredSecondFactor,
  code: string,
): Promise<boolean> {
  const trimmed = code.trim();
  if (!TOTP_CODE_PATTERN.test(trimmed)) return false;
  const secret = openSecret(ctx.config, factor.sealedSecret);
  if (!secret) {
    ctx.log.error({ role, accountId }, 'a two-factor secret could not be opened: was TWO_FACTOR_KEY or JWT_SECRET changed?');
    return false;
  }
  const step = await matchTotp(secret, trimmed, ctx.now(), factor.lastUsedStep);
  return step !== undefined && takeTimeStep(tx, role, accountId, step);
}
