import { maskAccountNumber, NEW_PAYOUT_ACCOUNT_HOLD_HOURS } from '@art-market/domain/rules';
import type { BankAccount } from '@art-market/domain/schemas';
import { escapeHtml } from '#api/html.ts';

type Mail = { subject: string; text: string; html: string };
type MailedAccount = Pick<BankAccount, 'bankName' | 'accountHolderName' | 'accountNumber'>;

const describe = (account: MailedAccount) =>
  `${account.bankName}, account ${maskAccountNumber(account.accountNumber)}, held by ${account.accountHolderName}.`;

function mail(subject: string, vendor: { firstName: string }, lines: string[], supportEmail: string): Mail {
  const all = [
    `Hello ${vendor.firstName},`,
    ...lines,
    `If you did not make this change, change your password and write to ${supportEmail} right away.`,
  ];
  return { subject, text: all.join('\n\n'), html: all.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') };
}

/**
 * Tells the vendor where payouts now go: someone holding a stolen session could otherwise redirect
 * the money unnoticed. The number shows its last four digits only.
 */
export function defaultBankAccountMail(vendor: { firstName: string }, account: MailedAccount, supportEmail: string): Mail {
  return mail(
    'Your Art Market payout account changed',
    vendor,
    [
      'Your payouts will now be paid into this bank account:',
      describe(account),
      `Payouts wait until the account's details have been on file for ${NEW_PAYOUT_ACCOUNT_HOLD_HOURS} hours.`,
    ],
    supportEmail,
  );
}

/**
 * Every other change to the vendor's bank accounts (an account added as a spare, edited or removed) is
 * mailed too (docs/product/studio-and-console.md#bank-accounts): each is a step towards redirecting payouts.
 */
export function bankAccountChangedMail(
  change: 'added' | 'updated' | 'removed',
  vendor: { firstName: string },
  account: MailedAccount,
  supportEmail: string,
): Mail {
  const what = { added: 'added to', updated: 'changed on', removed: 'removed from' }[change];
  return mail(
    `A bank account was ${what} your Art Market studio`,
    vendor,
    [`This bank account was ${what} your studio:`, describe(account), 'Your payouts still go to your default account.'],
    supportEmail,
  );
}
