const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Sent to the OLD address, so the owner learns of a change they did not make while they can still act. */
export function emailChangedMail(newEmail: string, supportUrl: string): { subject: string; text: string; html: string } {
  return {
    subject: 'Your Art Market e-mail address was changed',
    text: [
      `The e-mail address of your Art Market account was changed to ${newEmail}.`,
      'From now on, your login and order updates use the new address.',
      '',
      `If you did not make this change, contact us at once: ${supportUrl}`,
    ].join('\n'),
    html: `<p>The e-mail address of your Art Market account was changed to <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>From now on, your login and order updates use the new address.</p>
<p>If you did not make this change, <a href="${supportUrl}">contact us at once</a>.</p>`,
  };
}
