import { AccountMessages } from '@art-market/domain/copy';
import type { CustomerProfile, CustomerRegistration } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { customers } from '#api/db/schema.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { hashPassword } from './passwords.ts';

const profileColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobileNumber: customers.mobileNumber,
  country: customers.country,
};

export async function registerCustomer(ctx: AppContext, input: CustomerRegistration): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.passwordHash);
  try {
    const [row] = await ctx.db
      .insert(customers)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: input.mobileNumber,
        country: input.country,
        passwordHash,
      })
      .returning({ id: customers.id });
    return row as { id: string };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
}

export async function getCustomerProfile(ctx: AppContext, customerId: string): Promise<CustomerProfile> {
  const [row] = await ctx.db.select(profileColumns).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw new NotFound('Customer not found');
  return row;
}
