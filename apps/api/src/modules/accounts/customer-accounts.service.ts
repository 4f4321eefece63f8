import { AccountMessages } from '@art-market/domain/copy';
import type { CustomerProfile, CustomerRegistration } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { customers } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { issueVerification } from './email-verification.service.ts';
import { hashPassword } from './passwords.ts';

const profileColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobileNumber: customers.mobileNumber,
  country: customers.country,
  emailVerifiedAt: customers.emailVerifiedAt,
};

/**
 * A new account, mailed its verification link in the same transaction. `emailVerifiedAt` is for
 * accounts whose address is known good (the demo's), which are mailed nothing.
 */
export async function registerCustomer(
  ctx: AppContext,
  input: CustomerRegistration,
  options: { emailVerifiedAt?: Date } = {},
): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.passwordHash);
  try {
    return await withTransaction(ctx, async (tx, after) => {
      const [row] = await tx
        .insert(customers)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          mobileNumber: input.mobileNumber,
          country: input.country,
          passwordHash,
          emailVerifiedAt: options.emailVerifiedAt ?? null,
        })
        .returning({ id: customers.id });
      if (!row) throw new Error('the customer insert returned no row');
      if (!options.emailVerifiedAt) await issueVerification(ctx, tx, after, 'customer', { id: row.id, email: input.email });
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
}

export async function getCustomerProfile(ctx: AppContext, customerId: string): Promise<CustomerProfile> {
  const [row] = await ctx.db.select(profileColumns).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw new NotFound('Customer not found');
  const { emailVerifiedAt, ...profile } = row;
  return { ...profile, emailVerified: emailVerifiedAt !== null };
}
