import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Reads the mail the app wrote to DATA_DIR/outbox (no SMTP_URL): used by API tests and browser journeys.

/** The messages written to the outbox so far, oldest first, with quoted-printable parts decoded. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const directory = path.join(dataDir, 'outbox');
  const files = (await readdir(directory).catch(() => [])).sort();
  const messages = await Promise.all(files.map((file) => readFile(path.join(directory, file), 'utf8')));
  return messages.map(decodeQuotedPrintable);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The last reset code e-mailed to this address. */
export async function lastResetCode(dataDir: string, email: string): Promise<string> {
  const messages = (await readOutbox(dataDir)).filter((message) => message.includes(`To: ${email}`));
  const code = messages.at(-1)?.match(/verification code: (\d{6})/)?.[1];
  if (!code) throw new Error(`No reset code was mailed to ${email}`);
  return code;
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
