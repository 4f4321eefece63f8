import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '#api/test/test-app.ts';

/** A real SMTP peer on a random port: the mail leaves the app over the wire, as in production. */
function startSmtpServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<{ received: typeof received; port: number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        received,
        port: (server.server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

const message = {
  Name: 'Lena Fischer',
  Email: 'lena@example.com',
  Subject: 'Is the monsoon series still available?',
  Message: 'I would like to buy <b>two</b> pieces.',
  OrderType: 'purchase',
};

describe('POST /api/Email/send through the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@artmarket.test' });
  });
  afterAll(() => t.close());

  const send = (payload: object, ip = '10.20.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/Email/send', payload, remoteAddress: ip });

  it('writes the message for the support address, replying to the sender, with escaped HTML', async () => {
    const response = await send(message);
    expect(response.json()).toEqual({ success: true });
    const [mail] = await readOutbox(t.dataDir);
    expect(mail).toContain('To: help@artmarket.test');
    expect(mail).toContain('Reply-To: lena@example.com');
    expect(mail).toContain('Subject: [Purchase enquiry] Is the monsoon series still available?');
    expect(mail).toContain('&#60;b&#62;two&#60;/b&#62;');
  });

  it.each([
    [{ Name: '' }, 'Full name is required'],
    [{ Email: 'lena' }, 'Please enter a valid email address'],
    [{ Subject: ' ' }, 'Subject is required'],
    [{ Message: '' }, 'Message is required'],
    [{ OrderType: 'gossip' }, 'Please choose an enquiry type'],
  ])('answers success false for %o', async (overrides, error) => {
    const response = await send({ ...message, ...overrides }, '10.20.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });

  it('throttles per IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await send(message, '10.20.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('tells the pages the parent company and support address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toEqual({
      parentCompany: 'Art Market Ventures Private Limited',
      supportEmail: 'help@artmarket.test',
    });
  });
});

describe('POST /api/Email/send over SMTP', () => {
  it('delivers through SMTP_URL, and answers success false when the server is gone', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: 'help@artmarket.test' });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/Email/send', payload: message });
      expect(response.json()).toEqual({ success: true });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['help@artmarket.test']);
      expect(smtp.received[0]?.raw).toContain('Content-Type: text/plain');
      expect(smtp.received[0]?.raw).toContain('Content-Type: text/html');
      await smtp.close();
      const failed = await t.app.inject({ method: 'POST', url: '/api/Email/send', payload: message });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ success: false, error: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
