import { escapeHtml } from '#api/html.ts';
import type { MailMessage } from './mailer.ts';

/** A message as plain text and the same paragraphs as HTML (every value escaped), ending with one link. */
export function mailOf(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'),
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  };
}
