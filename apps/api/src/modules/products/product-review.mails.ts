import type { AppContext } from '#api/context.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

/**
 * Tells the vendor why an artwork, or a change to a live one, was refused, so they can fix it in the
 * studio and send it again; a refused change leaves the live listing as it was.
 */
export function listingRejectedMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  listing: { title: string; productNumber: string; wasChange: boolean },
  reason: string,
): MailMessage {
  const what = listing.wasChange
    ? `Your change to “${listing.title}” (${listing.productNumber}) was not approved; the listing stays as it was.`
    : `Your artwork “${listing.title}” (${listing.productNumber}) was not approved.`;
  return mailOf(
    to.email,
    `Not approved: ${listing.title}`,
    [
      `Dear ${to.firstName},`,
      what,
      `The reason: ${reason}`,
      'You can edit the listing in your studio and it will be reviewed again.',
    ],
    { href: `${ctx.config.PUBLIC_URL}/vendor-dashboard`, label: 'Open your studio' },
  );
}
