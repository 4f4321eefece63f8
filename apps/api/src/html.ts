/** Escapes text for HTML and XML (e-mail bodies, SVG text, meta tags), so user input stays text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
