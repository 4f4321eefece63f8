import { EMAIL_VERIFICATION_TTL_MS, VERIFY_EMAIL_PATH } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

const hours = EMAIL_VERIFICATION_TTL_MS / 3_600_000;

/** The link that proves the address: to a new account, after a change of address, or on request. */
export function verificationMail(ctx: AppContext, to: string, token: string): MailMessage {
  return mailOf(
    to,
    'Please verify your Art Market email address',
    [
      'Please confirm that this email address is yours by opening the link below.',
      `The link works once, within ${hours} hours. A verified address lets you pay by bank transfer. If you did not create an Art Market account, ignore this e-mail.`,
    ],
    {
      href: `${ctx.config.PUBLIC_URL}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
      label: 'Verify your email address',
    },
  );
}
