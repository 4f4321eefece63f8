import { verifyPathOf } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

const dashboardLink = (ctx: AppContext) => ({
  href: `${ctx.config.PUBLIC_URL}/customer-dashboard#certificates`,
  label: 'Your certificates',
});

/** "Your certificate of sale": one line per artwork, each with the address anyone can check it at. */
export function certificateIssuedMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  issued: readonly { number: string; title: string }[],
): MailMessage {
  return mailOf(
    to.email,
    issued.length === 1 ? `Your certificate of sale for ${issued[0]?.title}` : 'Your certificates of sale',
    [
      `${to.firstName}, your artwork has arrived, and Art Market has issued its certificate of sale, signed so that anyone can check it.`,
      issued
        .map(
          (certificate) =>
            `${certificate.title}: ${certificate.number}\n${ctx.config.PUBLIC_URL}${verifyPathOf(certificate.number)}`,
        )
        .join('\n\n'),
      'Download it as a PDF from your account. Only your initials show on it until you choose to show your name; if you sell or give the work away, transfer the certificate to its new owner from there.',
    ],
    dashboardLink(ctx),
  );
}

/** To the person a certificate is offered to: who offers what, and the link to accept it. */
export function certificateOfferedMail(
  to: string,
  offer: { fromOwner: string; number: string; title: string; artist: string; link: string },
): MailMessage {
  return mailOf(
    to,
    `A certificate of ownership for “${offer.title}” is being transferred to you`,
    [
      `${offer.fromOwner} is transferring the Art Market certificate of sale ${offer.number} for “${offer.title}” by ${offer.artist} to you.`,
      `To accept it, open the link and sign in, or create an account, with this e-mail address (${to}). You then become the certificate's owner, and its page shows you in the chain of owners: by your initials, or by name if you choose.`,
      'If you do not know about this, you can ignore this e-mail.',
    ],
    { href: offer.link, label: 'Accept the certificate' },
  );
}

/** To the owner who offered it: the new owner accepted. */
export function certificateTransferredMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  transfer: { number: string; title: string },
): MailMessage {
  return mailOf(
    to.email,
    `The certificate for “${transfer.title}” was transferred`,
    [
      `${to.firstName}, the new owner accepted the certificate of sale ${transfer.number} for “${transfer.title}”. You remain in its chain of owners.`,
    ],
    { href: `${ctx.config.PUBLIC_URL}${verifyPathOf(transfer.number)}`, label: 'See the certificate' },
  );
}
