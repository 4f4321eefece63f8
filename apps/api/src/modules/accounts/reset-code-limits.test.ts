import { ResetMessages } from '@art-market/domain/copy';
import { RESET_CODE_DAY_MS, RESET_CODES_PER_DAY } from '@art-market/domain/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetCodes } from '#api/db/schema.ts';
import { createCustomer } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 21: reset codes are capped per account and day, and an unknown address costs the same work as a known one.
let t: TestApp;
let clockOffset = 0;
/** The statements sent to the database while `recording` is on. */
let recorded: string[] | undefined;

beforeAll(async () => {
  // Not started: no mail worker or scheduled job sends statements of its own while a request is recorded.
  t = await createTestApp({}, { start: false, logQuery: (query) => recorded?.push(query) });
  (t.app.ctx as { now: () => Date }).now = () => new Date(Date.now() + clockOffset);
});
afterAll(() => t.close());

let addressCounter = 0;
const forgotPassword = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/forgot-password',
    payload: { email },
    remoteAddress: `10.21.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`,
  });

/** The statements one forgot-password request sends. */
async function statementsOf(email: string): Promise<string[]> {
  // Mail written by earlier requests (a new account's welcome) is sent first: the outbox worker's
  // statements would otherwise land among these whenever it happens to run.
  await t.app.ctx.mail.drain();
  recorded = [];
  const answer = await forgotPassword(email);
  expect(answer.json()).toEqual({ message: ResetMessages.codeSent });
  const statements = recorded;
  recorded = undefined;
  return statements;
}

/** Reset codes mailed to the address (its verification link at registration is not one). */
const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((mail) =>
    mail.subject.endsWith(' is your Art Market verification code'),
  ).length;

/** Codes the account was sent earlier today, the newest `minutesAgo` before now. */
async function codesSentToday(accountId: string, total: number, minutesAgo = 5) {
  const now = Date.now() + clockOffset;
  const rows = Array.from({ length: total }, (_, index) => ({
    role: 'customer' as const,
    accountId,
    codeHash: `earlier-${index}`,
    createdAt: new Date(now - (minutesAgo + index * 60) * 60_000),
    expiresAt: new Date(now - (minutesAgo + index * 60 - 5) * 60_000),
  }));
  await t.database.db.insert(passwordResetCodes).values(rows);
}

describe('reset codes per account and day', () => {
  it(`mails no ${RESET_CODES_PER_DAY + 1}th code in 24 hours, answering as ever, and mails again once a day has passed`, async () => {
    const customer = await createCustomer(t.app);
    await codesSentToday(customer.id, RESET_CODES_PER_DAY - 1);
    const email = customer.input.email;

    expect((await forgotPassword(email)).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(1);

    clockOffset += 2 * 60_000;
    const over = await forgotPassword(email);
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({ message: ResetMessages.codeSent });
    expect(await mailsTo(email)).toBe(1);
    const codes = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.role, 'customer'), eq(passwordResetCodes.accountId, customer.id)));
    expect(codes).toHaveLength(RESET_CODES_PER_DAY);

    // The oldest of the ten leaves the 24 hours: one more code may go out.
    clockOffset += RESET_CODE_DAY_MS - (RESET_CODES_PER_DAY - 2) * 3_600_000;
    expect((await forgotPassword(email)).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(2);
  });
});

describe('forgot-password for an unknown address', () => {
  it('sends the database the same statements as for a known account, up to mailing the code', async () => {
    const capped = await createCustomer(t.app);
    await codesSentToday(capped.id, RESET_CODES_PER_DAY);
    const issuing = await createCustomer(t.app);

    const unknown = await statementsOf(`nobody-${addressCounter}@example.com`);
    const known = await statementsOf(capped.input.email);
    const issued = await statementsOf(issuing.input.email);

    // The lookup, the lock and the count of recent codes, whether the account exists or not.
    expect(unknown.filter((statement) => statement.startsWith('select'))).toHaveLength(3);
    expect(known).toEqual(unknown);
    // PostgreSQL's driver logs the commit; the issuing account writes its code before it.
    const decision = unknown.filter((statement) => statement !== 'commit');
    expect(issued.slice(0, decision.length)).toEqual(decision);
    expect(await mailsTo(issuing.input.email)).toBe(1);
    expect(await mailsTo(capped.input.email)).toBe(0);
  });
});
