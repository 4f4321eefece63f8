import { alertSentence, digestMoreLine } from '@art-market/domain/copy';
import { type AlertKind, DIGEST_MAX_ITEMS, UNSUBSCRIBE_PATH } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { escapeHtml } from '#api/html.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface DigestItem {
  kind: AlertKind;
  productId: string;
  title: string;
  artistName: string;
  fromCents: number | null;
  toCents: number | null;
}

/**
 * The digest: one line per alert with its artwork's link, a link to every notification, and the
 * one-click unsubscribe both as a link and as the RFC 8058 headers mail clients offer as a button.
 */
export function alertDigestMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  customerId: string,
  items: DigestItem[],
): MailMessage {
  const base = ctx.config.PUBLIC_URL;
  const token = encodeURIComponent(unsubscribeToken(ctx.config, customerId));
  const unsubscribePage = `${base}${UNSUBSCRIBE_PATH}?token=${token}`;
  const shown = items.slice(0, DIGEST_MAX_ITEMS);
  const lines = shown.map((item) => ({ sentence: alertSentence(item), href: `${base}/product/${item.productId}` }));
  const more = items.length - shown.length;
  const subject =
    items.length === 1
      ? 'News about a work you follow on Art Market'
      : `${items.length} updates on works you follow on Art Market`;
  const greeting = `Hello ${to.firstName},`;
  const intro = 'Here is what changed for the works you saved and the artists you follow.';
  const footer = 'You get this e-mail because alerts are on in your Art Market profile.';
  const text = [
    greeting,
    intro,
    lines.map((line) => `- ${line.sentence}\n  ${line.href}`).join('\n'),
    ...(more > 0 ? [digestMoreLine(more)] : []),
    `All your notifications: ${base}/notifications`,
    `${footer} Change them: ${base}/notifications#alerts`,
    `Unsubscribe from alert e-mails: ${unsubscribePage}`,
  ].join('\n\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${lines.map((line) => `<li><a href="${escapeHtml(line.href)}">${escapeHtml(line.sentence)}</a></li>`).join('\n')}
</ul>
${more > 0 ? `<p>${escapeHtml(digestMoreLine(more))}</p>\n` : ''}<p><a href="${escapeHtml(`${base}/notifications`)}">All your notifications</a></p>
<p>${escapeHtml(footer)} <a href="${escapeHtml(`${base}/notifications#alerts`)}">Change them</a> or <a href="${escapeHtml(unsubscribePage)}">unsubscribe from alert e-mails</a>.</p>`;
  return {
    to: to.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${base}/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
