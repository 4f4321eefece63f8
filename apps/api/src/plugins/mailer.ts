import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { makePrivateDirectory, writePrivateFile } from './private-files.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, such as a digest's List-Unsubscribe pair (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder as a whole
 * `.eml` file (readers ignore other names) and logged.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    // Nodemailer waits up to 2 minutes to connect and 10 to hear back; a send must end well within the
    // mail outbox's lease, or another instance sends the message again.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in the order the messages were written, also within one millisecond (a drain writes
  // several at once): the time, then this process's count.
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await makePrivateDirectory(options.outboxDir);
      written += 1;
      const name = `${Date.now()}-${String(written).padStart(9, '0')}-${info.messageId.replace(/[^\w.-]/g, '')}`;
      const file = path.join(options.outboxDir, `${name}.eml`);
      // Written under another name, then renamed in one step: whoever reads the folder's .eml files
      // never finds a message half written (the headers and a boundary, not yet the code).
      const partial = path.join(options.outboxDir, `.${name}.partial`);
      try {
        await writePrivateFile(partial, info.message as Buffer);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
