import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { retryOnConnectionLoss } from '#api/db/connection-retry.ts';
import { mailOutbox } from '#api/db/schema.ts';
import { isTransaction } from '#api/db/unit-of-work.ts';
import type { Mailer, MailMessage } from './mailer.ts';

const POLL_MS = 5_000;
const BATCH_SIZE = 10;
/**
 * A claimed message is someone's for this long; a process that died while sending leaves it to the next,
 * so mail enqueued by an instance killed right after answering leaves within a minute. It stays longer
 * than an SMTP send may take (the mailer's timeouts), so a slow send is not sent twice.
 */
export const MAIL_LEASE_MS = 45_000;
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const FINAL_DRAIN_MS = 5_000;
const LAST_ERROR_LENGTH = 1_000;

type OutboxRow = typeof mailOutbox.$inferSelect;

/** 30 s after the first failed attempt, doubling after each, never more than an hour. */
const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

export interface MailOutboxOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  pollMs?: number;
}

/**
 * Mail written to the mail_outbox table and sent by a worker, so a crash after the commit loses nothing
 * and an SMTP failure is retried with backoff. Each pass claims due rows by moving their next attempt
 * a lease ahead in one short statement, sends outside any transaction (PGlite has one connection, which
 * must not wait for SMTP), then records the outcome: several instances never send one message twice
 * unless a send outlives its lease. The answer to a request waits for the insert, never for SMTP.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private passAgain = false;
  /** Writes under way: drain waits for them, so a message written just before it is sent by it. */
  private readonly inserting = new Set<Promise<void>>();

  constructor(private readonly options: MailOutboxOptions) {}

  /**
   * Writes the message with `db`. Outside a transaction the worker is woken at once; in one, the message
   * leaves only if it commits, at the next poll (inside withTransaction, `after.mail` wakes it on commit).
   */
  async enqueue(db: Database, message: MailMessage): Promise<void> {
    // The table keeps no Reply-To: such a message (the contact form) goes through ctx.mailer.
    if (message.replyTo) throw new Error('The mail outbox cannot keep a Reply-To address');
    const inserted = db
      .insert(mailOutbox)
      .values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: message.headers ?? null,
        nextAttemptAt: this.options.now(),
      })
      .then(() => undefined);
    this.inserting.add(inserted);
    try {
      await inserted;
    } finally {
      this.inserting.delete(inserted);
    }
    if (!isTransaction(db)) this.nudge();
  }

  /** New mail was committed: a running worker sends it now rather than at its next poll. */
  nudge(): void {
    if (this.timer) void this.runPass();
  }

  /** Polls for due mail until stopped; the first pass sends what an earlier process left. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runPass(), this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    void this.runPass();
  }

  /** Stops polling, after a last attempt (at most a few seconds) to send what is due. */
  async stop(): Promise<void> {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.race([this.drain(), delay(FINAL_DRAIN_MS, undefined, { ref: false })]);
  }

  /** Waits for the writes under way, then sends everything due until none is left (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inserting.size > 0) await Promise.allSettled(this.inserting);
    await this.runPass();
  }

  /** One pass at a time; a call during a pass makes it claim once more, so mail committed meanwhile goes too. */
  private runPass(): Promise<void> {
    if (this.pass) {
      this.passAgain = true;
      return this.pass;
    }
    this.pass = this.sendDue().catch((error: unknown) => this.options.log.error({ err: error }, 'mail outbox pass failed'));
    return this.pass;
  }

  private async sendDue(): Promise<void> {
    try {
      let claimed: number;
      do {
        this.passAgain = false;
        claimed = await this.sendBatch();
      } while (claimed > 0 || this.passAgain);
    } finally {
      // In the same turn as the last check, so a call arriving later starts a new pass.
      this.pass = undefined;
    }
  }

  private async sendBatch(): Promise<number> {
    const rows = await this.claim();
    // In the order they were written: an UPDATE returns its rows in no particular order, and a reader of the
    // mail (a person, a test reading the last code sent) expects the later message to arrive later.
    rows.sort((first, second) => first.createdAt.getTime() - second.createdAt.getTime());
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  /** Takes up to a batch of due rows, skipping those another worker is claiming; each claim counts as an attempt. */
  private claim(): Promise<OutboxRow[]> {
    const { db, now } = this.options;
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + MAIL_LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, mailer, now } = this.options;
    try {
      // An empty html is left out of the message.
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? '',
        ...(row.headers ? { headers: row.headers } : {}),
      });
    } catch (error) {
      await this.recordFailure(row, error);
      return;
    }
    // Sent: a connection lost now would leave the row to be sent again once its lease ends.
    await retryOnConnectionLoss(() =>
      db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id)),
    );
  }

  private async recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const { db, log, now } = this.options;
    const givenUp = row.attempts >= MAX_MAIL_ATTEMPTS;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_LENGTH);
    await db
      .update(mailOutbox)
      .set(
        givenUp
          ? { status: 'failed', lastError }
          : { lastError, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) },
      )
      .where(eq(mailOutbox.id, row.id));
    const fields = { err: error, mailId: row.id, subject: row.subject, attempts: row.attempts };
    if (givenUp) log.error(fields, 'mail not sent after the last attempt: marked failed, it needs an operator');
    else log.warn(fields, 'mail not sent: it will be tried again');
  }
}
