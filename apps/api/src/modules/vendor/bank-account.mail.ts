import { maskAccountNumber } from '@art-market/domain/rules';
import type { BankAccount } from '@art-market/domain/schemas';
import { escapeHtml } from '../../html.ts';

/**
 * Tells the vendor where payouts now go: someone holding a stolen session could otherwise redirect
 * the money unnoticed. The number shows its last four digits only.
 */
export function defaultBankAccountMail(
  vendor: { firstName: string },
  account: Pick<BankAccount, 'bankName' | 'accountHolderName' | 'accountNumber'>,
  supportEmail: string,
): { subject: string; text: string; html: string } {
  const lines = [
    `Hello ${vendor.firstName},`,
    'Your payouts will now be paid into this bank account:',
    `${account.bankName}, account ${maskAccountNumber(account.accountNumber)}, held by ${account.accountHolderName}.`,
    `If you did not make this change, change your password and write to ${supportEmail} right away.`,
  ];
  return {
    subject: 'Your Art Market payout account changed',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
