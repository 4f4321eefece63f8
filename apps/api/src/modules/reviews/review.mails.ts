import type { AppContext } from '#api/context.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

/** Tells the author that their review left the artist page, and why (the admin's reason, as written). */
export function reviewHiddenMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  review: { title: string; studioName: string },
  reason: string,
): MailMessage {
  return mailOf(
    to.email,
    `Your review of ${review.studioName} was hidden`,
    [
      `Dear ${to.firstName},`,
      `Your review “${review.title}” of ${review.studioName} no longer shows on the artist page, and it no longer counts in the artist's rating.`,
      `The reason: ${reason}`,
      'If you think this is a mistake, reply to this e-mail or write to us through the support page.',
    ],
    { href: `${ctx.config.PUBLIC_URL}/support`, label: 'Contact support' },
  );
}
