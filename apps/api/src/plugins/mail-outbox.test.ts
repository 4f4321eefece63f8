import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { createSecondApp, createTestApp, readOutbox, type TestApp } from '#api/test/test-app.ts';
import { WAIT_BUDGET_MS } from '#api/test/until.ts';
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, MailOutbox } from './mail-outbox.ts';
import type { Mailer, MailMessage } from './mailer.ts';

let made = 0;
/** A message with a subject of its own, to find it in the table and in the outbox folder. */
const message = (label: string): MailMessage => {
  made += 1;
  return { to: 'ravi@example.com', subject: `${label} ${made}`, text: `${label} text`, html: `<p>${label}</p>` };
};

const rowsOf = (t: TestApp, subject: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));

/** A mailer that keeps the subjects it was given, taking a moment per message as SMTP does. */
function recordingMailer(): Mailer & { subjects: string[] } {
  const subjects: string[] = [];
  return {
    subjects,
    async send(mail) {
      await delay(2);
      subjects.push(mail.subject);
    },
  };
}

describe('a crash between the commit and the send', () => {
  let dead: TestApp;
  beforeAll(async () => {
    // This process commits and dies before its worker runs (it is never started).
    dead = await createTestApp({}, { start: false });
  });
  afterAll(() => dead.close());

  it('loses nothing: the mail waits in the table and the next process sends it', async () => {
    const mail = message('Survives a crash');
    await withTransaction(dead.app.ctx, (_tx, after) => after.mail(mail));
    expect(await rowsOf(dead, mail.subject)).toMatchObject([{ status: 'pending', attempts: 0 }]);

    const next = await createSecondApp(dead);
    try {
      await next.app.ctx.mail.drain();
    } finally {
      await next.close();
    }
    const [row] = await rowsOf(dead, mail.subject);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect((await readOutbox(dead.dataDir)).filter((sent) => sent.includes(`Subject: ${mail.subject}`))).toHaveLength(1);
  });

  it('is not needed for a running worker: the commit wakes it without waiting for its next poll', async () => {
    const mail = message('Woken');
    const mailer = recordingMailer();
    const worker = new MailOutbox({ db: dead.database.db, mailer, log: dead.app.log, now: () => new Date(), pollMs: 3_600_000 });
    worker.start();
    try {
      await withTransaction({ ...dead.app.ctx, mail: worker }, (_tx, after) => after.mail(mail));
      await vi.waitFor(() => expect(mailer.subjects).toEqual([mail.subject]), { timeout: WAIT_BUDGET_MS });
    } finally {
      await worker.stop();
    }
  });

  it('sends a message again once the lease of a sender that died mid-send has run out', async () => {
    const { db } = dead.database;
    const log = dead.app.log;
    const mail = message('Cut off');
    await dead.app.ctx.mail.enqueue(db, mail);
    const hanging: Mailer = { send: () => new Promise<void>(() => {}) };
    void new MailOutbox({ db, mailer: hanging, log, now: () => new Date() }).drain();
    await vi.waitFor(async () => expect((await rowsOf(dead, mail.subject))[0]?.attempts).toBe(1), {
      timeout: WAIT_BUDGET_MS,
    });

    const mailer = recordingMailer();
    await new MailOutbox({ db, mailer, log, now: () => new Date() }).drain();
    expect(mailer.subjects).toEqual([]);
    const afterLease = () => new Date(Date.now() + MAIL_LEASE_MS + 1_000);
    await new MailOutbox({ db, mailer, log, now: afterLease }).drain();
    expect(mailer.subjects).toEqual([mail.subject]);
    expect(await rowsOf(dead, mail.subject)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});

describe('an SMTP server that refuses', () => {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  let now = new Date('2030-01-07T09:00:00Z');
  const refusing: Mailer = {
    send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: refusing, now: () => now, logger: { stream } });
  });
  afterAll(() => t.close());

  it('is tried again with growing delays, and after the last attempt the mail is marked failed for an operator', async () => {
    const mail = message('Refused');
    await t.app.ctx.mail.enqueue(t.app.ctx.db, mail);
    const delaysInSeconds: number[] = [];
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      await t.app.ctx.mail.drain();
      const [row] = await rowsOf(t, mail.subject);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      const retryAt = row?.nextAttemptAt ?? now;
      delaysInSeconds.push((retryAt.getTime() - now.getTime()) / 1000);
      now = new Date(retryAt.getTime() - 1000);
      await t.app.ctx.mail.drain();
      expect((await rowsOf(t, mail.subject))[0]?.attempts).toBe(attempt);
      now = retryAt;
    }
    expect(delaysInSeconds).toEqual([30, 60, 120, 240, 480, 960, 1920]);

    await t.app.ctx.mail.drain();
    const [row] = await rowsOf(t, mail.subject);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    now = new Date(now.getTime() + 24 * 3600_000);
    await t.app.ctx.mail.drain();
    expect((await rowsOf(t, mail.subject))[0]).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });

    const flagged = logLines.filter((line) => line.includes('"level":50') && line.includes(row?.id ?? 'no row'));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toContain('needs an operator');
  });
});

// On PGlite the two apps share one connection, so their statements take turns; the claims still
// interleave between passes. On PostgreSQL (TEST_DATABASE_URL) each app has its own connections.
describe('two workers on one database', () => {
  it('send every message exactly once', async () => {
    const first = recordingMailer();
    const second = recordingMailer();
    const t = await createTestApp({}, { mailer: first });
    const other = await createSecondApp(t, { mailer: second });
    try {
      const subjects = Array.from({ length: 30 }, () => message('Race').subject);
      await withTransaction(t.app.ctx, async (_tx, after) => {
        for (const subject of subjects) await after.mail({ ...message('unused'), subject });
      });
      await Promise.all([t.app.ctx.mail.drain(), other.app.ctx.mail.drain()]);
      expect([...first.subjects, ...second.subjects].sort()).toEqual([...subjects].sort());
      expect(first.subjects.length).toBeGreaterThan(0);
      expect(second.subjects.length).toBeGreaterThan(0);
      const rows = await t.database.db.select().from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
