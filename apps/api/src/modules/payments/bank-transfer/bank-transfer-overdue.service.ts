import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import { findOverdueUnnotified, markOverdueNotified } from './bank-transfer.repository.ts';

/**
 * A transfer nobody reviewed within its 72-hour hold: its artworks are free for others again, so the
 * customer is told once (the admin's tab marks it overdue). The transfer itself still waits for the
 * review: approved, it pays the order if the artworks are still there, or is refunded if not.
 * Answers how many customers were told.
 */
export async function notifyOverdueTransfers(ctx: AppContext): Promise<number> {
  let told = 0;
  for (const overdue of await findOverdueUnnotified(ctx.db, ctx.now())) {
    await withTransaction(ctx, async (tx, after) => {
      if (!(await markOverdueNotified(tx, overdue.transferId, ctx.now()))) return;
      told += 1;
      await after.mail(
        mailOf(
          overdue.customer.email,
          `Your artworks for order ${overdue.order.orderNumber} are no longer reserved`,
          [
            `Dear ${overdue.customer.firstName}, we have not been able to verify your bank transfer for order ${overdue.order.orderNumber} within 72 hours, so its artworks are no longer reserved for you and other collectors may buy them.`,
            'We are still checking your transfer. If the artworks are still available when it is verified, your order goes ahead; if one has been sold, we refund your transfer in full.',
            `Questions? Write to us at ${ctx.config.SUPPORT_EMAIL}.`,
          ],
          { href: `${ctx.config.PUBLIC_URL}/order-confirmation/${overdue.order.id}`, label: 'See your order' },
        ),
      );
    });
  }
  return told;
}
