import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createVendor, vendorFields } from '#api/test/factories.ts';
import { multipartHeaders, type Part, streamedBody } from '#api/test/multipart-body.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { LINGER } from './unread-body.plugin.ts';

// An answer given before the request's body was read (a refused upload) must not leave its keep-alive
// connection stuck: the client's next request is answered, on a new connection (docs/architecture.md).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');
/** A hung connection never answers; this only bounds how long the test waits to see that. */
const ANSWER_BUDGET_MS = 5_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the answer came on a connection this agent had used before. */
  reusedSocket: boolean;
  /** Once the request is over: the error sending it ended in, if any (a body cut off by the server). */
  sendError: Promise<Error | undefined>;
}

/**
 * One request through `agent` (one keep-alive socket at most, as a browser's connection to a host is
 * reused). A refused upload's client may fail to write the rest of its body once the server closed the
 * connection: that is fine once the answer has arrived.
 */
function send(
  agent: http.Agent,
  request: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Readable; length?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.length !== undefined ? { 'content-length': request.length } : {}) };
    const outgoing = http.request({ host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`${request.method} ${request.path}: no answer within ${ANSWER_BUDGET_MS} ms`));
    }, ANSWER_BUDGET_MS);
    let answered = false;
    let sendError: Error | undefined;
    const closed = new Promise<Error | undefined>((settle) => outgoing.once('close', () => settle(sendError)));
    outgoing.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        clearTimeout(timer);
        const { statusCode = 0, headers } = response;
        resolve({ status: statusCode, headers, body, reusedSocket: outgoing.reusedSocket, sendError: closed });
      });
    });
    outgoing.on('error', (error) => {
      sendError = error;
      if (answered) return;
      clearTimeout(timer);
      reject(error);
    });
    if (request.body) request.body.pipe(outgoing);
    else outgoing.end();
  });
}

const agents: http.Agent[] = [];
/** One keep-alive connection at most, as a browser reuses its connection to a host; closed after the test. */
function keepAliveAgent(): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

async function vendorWithArtwork() {
  const vendor = await createVendor(t.app);
  const product = await createProduct(t.app, vendor, {}, 0);
  return { vendor, product };
}

type Vendor = Awaited<ReturnType<typeof createVendor>>;

const listProducts = (agent: http.Agent, vendor: Vendor) =>
  send(agent, { method: 'GET', path: `/api/vendordashboard/${vendor.id}/products`, headers: bearer(vendor.token) });

function uploadCertificate(agent: http.Agent, vendor: Vendor, productId: string, parts: Part[]) {
  const body = streamedBody(parts);
  return send(agent, {
    method: 'POST',
    path: `/api/vendordashboard/products/${productId}/certificate`,
    headers: multipartHeaders(vendor.token),
    body: body.stream,
    length: body.total,
  });
}

/** The refusal closes its connection, and the next request on the same agent is answered on a new one. */
async function expectNextRequestAnswered(agent: http.Agent, refused: Answer, vendor: Vendor) {
  const next = await listProducts(agent, vendor);
  expect(next.status).toBe(200);
  expect(refused.headers.connection).toBe('close');
  expect(next.reusedSocket).toBe(false);
}

describe('a refused upload on a keep-alive connection', () => {
  it('past the size limit: the next request is answered', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const agent = keepAliveAgent();
    // The connection is a kept-alive one already, as a browser's would be.
    expect((await listProducts(agent, vendor)).status).toBe(200);

    const refused = await uploadCertificate(agent, vendor, product.id, [
      { name: 'certificate', fileName: 'big.pdf', content: PDF, junkBytes: 30 * MB },
    ]);

    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'File size must be less than 5MB' });
    await expectNextRequestAnswered(agent, refused, vendor);
  });

  it('with a field the form does not take: the next request is answered', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const agent = keepAliveAgent();

    const refused = await uploadCertificate(agent, vendor, product.id, [
      { name: 'certificat', fileName: 'c.pdf', content: PDF, junkBytes: 30 * MB },
    ]);

    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'This form has no field named "certificat"' });
    await expectNextRequestAnswered(agent, refused, vendor);
  });

  it('with its file before its text fields: the next request is answered', async () => {
    const { vendor } = await vendorWithArtwork();
    const agent = keepAliveAgent();
    const fields = Object.entries(vendorFields()).map(([name, value]) => ({ name, value }));
    const body = streamedBody([{ name: 'logo', fileName: 'logo.png', content: PDF, junkBytes: 30 * MB }, ...fields]);

    const refused = await send(agent, {
      method: 'POST',
      path: '/api/vendor/register',
      headers: multipartHeaders(),
      body: body.stream,
      length: body.total,
    });

    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ message: "Send the form's text fields before its files" });
    await expectNextRequestAnswered(agent, refused, vendor);
  });

  it('past the uploads in flight: refused before reading, the next request is answered', async () => {
    const { vendor, product } = await vendorWithArtwork();
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = [0, 1].map(() => streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF }], gate));
    const inFlight = held.map((body) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendordashboard/products/${product.id}/certificate`,
        headers: multipartHeaders(vendor.token),
        payload: body.stream,
      }),
    );
    for (let tries = 0; held.some((body) => body.pulled() === 0); tries++) {
      if (tries > 500) throw new Error('the held uploads never started');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const agent = keepAliveAgent();

    try {
      const refused = await uploadCertificate(agent, vendor, product.id, [
        { name: 'certificate', fileName: 'c.pdf', content: PDF, junkBytes: 30 * MB },
      ]);

      expect(refused.status).toBe(429);
      await expectNextRequestAnswered(agent, refused, vendor);
    } finally {
      open();
    }
    expect((await Promise.all(inFlight)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('without a sign-in, refused before reading: the next request is answered', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const agent = keepAliveAgent();
    const body = streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF, junkBytes: 30 * MB }]);

    const refused = await send(agent, {
      method: 'POST',
      path: `/api/vendordashboard/products/${product.id}/certificate`,
      headers: multipartHeaders(),
      body: body.stream,
      length: body.total,
    });

    expect(refused.status).toBe(401);
    await expectNextRequestAnswered(agent, refused, vendor);
    // Closing, not draining: the server stopped reading long before the body's end.
    expect(body.pulled()).toBeLessThan(body.total);
  });

  it('reads the rest of a refused body, up to a bound, before closing: its client finishes sending', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const agent = keepAliveAgent();

    // Refused at its first part, with megabytes still to come: cut off, the client would fail to send them.
    const refused = await uploadCertificate(agent, vendor, product.id, [
      { name: 'note', value: 'hello' },
      { name: 'certificate', fileName: 'c.pdf', content: PDF, junkBytes: LINGER.bytes - 2 * MB },
    ]);

    expect(refused.status).toBe(400);
    expect(await refused.sendError).toBeUndefined();
    await expectNextRequestAnswered(agent, refused, vendor);
  });

  it('keeps the connection of an upload read to its end', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const agent = keepAliveAgent();

    const stored = await uploadCertificate(agent, vendor, product.id, [{ name: 'certificate', fileName: 'c.pdf', content: PDF }]);

    expect(stored.status).toBe(200);
    expect(stored.headers.connection).toBe('keep-alive');
    const next = await listProducts(agent, vendor);
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  });
});
