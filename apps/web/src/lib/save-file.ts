/** Long enough for the browser to start the download; then the copy in memory is let go. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a file fetched with a bearer token: a plain link cannot send the token, so the body is
 * fetched first and handed to the browser through an object URL.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
