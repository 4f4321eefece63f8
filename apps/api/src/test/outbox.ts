import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Reads the mail the app wrote to DATA_DIR/outbox (no SMTP_URL): used by API tests and browser journeys.

/** The messages written to the outbox so far, oldest first, with quoted-printable parts decoded. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  return readMailFolder(path.join(dataDir, 'outbox'));
}

/** The messages in a mail folder (`MAIL_OUTBOX_DIR`), oldest first, with quoted-printable parts decoded. */
export async function readMailFolder(directory: string): Promise<string[]> {
  // Only whole messages: the mailer writes each under another name and renames it to .eml when done.
  const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  const messages = await Promise.all(files.map((file) => readFile(path.join(directory, file), 'utf8')));
  return messages.map(decodeQuotedPrintable);
}

/**
 * The body's quoted-printable decoded. The message's own headers are not quoted-printable: a raw `=` there
 * (`?token=9B…` in a List-Unsubscribe link) stays as it is; only their RFC 2047 encoded words are decoded.
 */
function decodeQuotedPrintable(text: string): string {
  const end = text.search(/\r?\n\r?\n/);
  const [headers, body] = end < 0 ? [text, ''] : [text.slice(0, end), text.slice(end)];
  return headers.replace(/=\?[^?\s]+\?Q\?[^?\s]*\?=/gi, decodeRuns) + decodeRuns(body.replace(/=\r?\n/g, ''));
}

/** A run of encoded bytes is UTF-8 (a rupee sign is three): decoded together, not byte by byte. */
function decodeRuns(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (run: string) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The code a code mail carries first in its subject; never any other run of digits of the message. */
export function codeInSubject(message: string): string | undefined {
  return /^Subject: (\d{6}) is your Art Market /m.exec(message)?.[1];
}

/** The last reset code e-mailed to this address. */
export async function lastResetCode(dataDir: string, email: string): Promise<string> {
  const messages = (await readOutbox(dataDir)).filter((message) => message.includes(`To: ${email}`));
  const code = messages.map(codeInSubject).findLast((found) => found !== undefined);
  if (!code) throw new Error(`No reset code was mailed to ${email}`);
  return code;
}

/** The token of the last verification link e-mailed to this address. */
export async function lastVerificationToken(dataDir: string, email: string): Promise<string> {
  const token = verificationTokenIn(await readOutbox(dataDir), email);
  if (!token) throw new Error(`No verification link was mailed to ${email}`);
  return token;
}

/** The token of the last verification link among these messages to this address, if any. */
export function verificationTokenIn(messages: string[], email: string): string | undefined {
  const tokens = messages
    .filter((message) => message.includes(`To: ${email}`))
    .flatMap((message) => [...message.matchAll(/verify-email\?token=([\w%-]+)/g)].map((match) => match[1]));
  const token = tokens.at(-1);
  return token === undefined ? undefined : decodeURIComponent(token);
}

/**
 * The last reset code e-mailed to this address, once its mail is there: a server's outbox worker writes it
 * after the answer. Checks every 100 ms, up to `withinMs`.
 */
export async function awaitResetCode(dataDir: string, email: string, withinMs = 15_000): Promise<string> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    try {
      return await lastResetCode(dataDir, email);
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
