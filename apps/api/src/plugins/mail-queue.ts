import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Mail sent after the answer: the request does not wait for SMTP, so neither its timing nor an SMTP
 * failure tells the caller anything (e.g. which e-mails have accounts). Failures are logged.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends on a later turn of the event loop, once the current request has answered. */
  enqueue(message: MailMessage): void {
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailer.send(message))
      .catch((error: unknown) => this.log.error({ err: error, subject: message.subject }, 'mail not sent'))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits until every queued message was sent or failed (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
