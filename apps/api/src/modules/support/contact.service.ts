import { ENQUIRY_LABELS } from '@art-market/domain/copy';
import type { ContactMessage } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { escapeHtml } from '#api/html.ts';

/** Forwards a contact-form message to the support address, replying to the sender. */
export async function sendContactMessage(ctx: AppContext, message: ContactMessage): Promise<void> {
  const enquiry = ENQUIRY_LABELS[message.OrderType];
  const lines = [
    `From: ${message.Name} <${message.Email}>`,
    `Enquiry: ${enquiry}`,
    `Subject: ${message.Subject}`,
    '',
    message.Message,
  ];
  await ctx.mailer.send({
    to: ctx.config.SUPPORT_EMAIL,
    replyTo: message.Email,
    subject: `[${enquiry}] ${message.Subject}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line) || '&nbsp;'}</p>`).join('\n'),
  });
}
