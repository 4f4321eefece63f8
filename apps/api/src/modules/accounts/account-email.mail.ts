import { escapeHtml } from '#api/html.ts';

/** The notice to the old address: the owner learns of a change made with a stolen session. */
export function emailChangedMail(supportEmail: string): { subject: string; text: string; html: string } {
  const lines = [
    'The email address of your Art Market account was just changed, and every other signed-in session was ended.',
    'From now on, messages about your account go to the new address.',
    `If you did not make this change, write to ${supportEmail} right away.`,
  ];
  return {
    subject: 'Your Art Market email address was changed',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
