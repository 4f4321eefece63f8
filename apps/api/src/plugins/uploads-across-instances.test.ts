import { describe, expect, it } from 'vitest';
import { createProduct, createVendor } from '#api/test/factories.ts';
import { multipartHeaders, type StreamedBody, streamedBody } from '#api/test/multipart-body.ts';
import { redisAvailable } from '#api/test/redis.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { twoInstancesOnRedis } from '#api/test/two-instances.ts';
import { until } from '#api/test/until.ts';

// Two instances on one database and one Redis prefix: the cap on uploads in flight is one count (ADR 0029).
const instances = twoInstancesOnRedis();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');
const certificate = (gate?: Promise<void>) => streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF }], gate);
const send = (t: TestApp, token: string, productId: string, body: StreamedBody) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${productId}/certificate`,
    headers: multipartHeaders(token),
    payload: body.stream,
  });

describe.skipIf(!redisAvailable)('uploads in flight across two instances', () => {
  it('counts one account’s uploads on both: two held on one instance, a third on the other is 429', async () => {
    const { a, b } = instances;
    const vendor = await createVendor(a.app);
    const product = await createProduct(a.app, vendor, {}, 0);
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = [certificate(gate), certificate(gate)];
    const inFlight = held.map((body) => send(a, vendor.token, product.id, body));
    await until('the held uploads to start', () => held.every((body) => body.pulled() > 0));

    const third = await send(b, vendor.token, product.id, certificate());
    expect(third.statusCode).toBe(429);

    open();
    expect((await Promise.all(inFlight)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await send(b, vendor.token, product.id, certificate())).statusCode).toBe(200);
  });
});
