import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UploadMessages } from '@art-market/domain/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { ConcurrencyLimit, imageDecodes, MAX_INPUT_PIXELS, readImageFormat, storeImage } from './images.ts';
import { LocalDiskStorage } from './storage.ts';

/** A plain picture: compressed to a few kilobytes, but `width` x `height` pixels once decoded. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a8c99' } })
    .png()
    .toBuffer();

/**
 * A GIF of `frames` frames of `width` x `height` whose frames hold a single pixel of data: its
 * header claims the size (what the pixel bound reads) at the cost of a few bytes.
 */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const word = (value: number) => [value & 0xff, value >> 8];
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, ...word(width), ...word(height), 0, 2, 2, 0x44, 1, 0];
  const screen = [...word(width), ...word(height), 0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0];
  return Buffer.from([...Buffer.from('GIF89a'), ...screen, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

let t: TestApp;
let overLimit: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // 6000 x 5000 = 30 megapixels: past the bound by its header alone.
  overLimit = await solidPng(6000, 5000);
});
afterAll(() => t.close());

describe('image decoding limits', () => {
  it('refuses an image past 25 megapixels, and an animation whose frames together pass it', async () => {
    expect(MAX_INPUT_PIXELS).toBe(25_000_000);
    expect(await readImageFormat(overLimit)).toBeUndefined();
    // Two 4000 x 3500 frames: each 14 MP, together 28 MP.
    expect(await readImageFormat(animatedGif(4000, 3500, 2))).toBeUndefined();
    expect(await readImageFormat(animatedGif(5000, 2500, 2))).toBe('gif');
    expect(await readImageFormat(animatedGif(5000, 5000, 1))).toBe('gif');
  });

  it('answers an over-limit artwork image with 400 and the images field message, not 500', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 0);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/vendordashboard/products/${product.id}/images`,
      headers: bearer(vendor.token),
      payload: imagesForm([overLimit]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ images: UploadMessages.imagesOnly });
  });

  it('answers 400, not 500, for an image whose header reads well but whose body does not decode', async () => {
    const storage = new LocalDiskStorage(await mkdtemp(path.join(tmpdir(), 'art-market-images-')));
    const whole = await pngImage(64, 48);
    const broken = whole.subarray(0, whole.length - 40);
    expect(await readImageFormat(broken)).toBe('png');
    await expect(storeImage(storage, broken, 'Please upload an image file')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please upload an image file',
    });
    await rm(storage.rootDir, { recursive: true, force: true });
  });

  it('decodes at most two images at once per process', async () => {
    const storage = new LocalDiskStorage(await mkdtemp(path.join(tmpdir(), 'art-market-images-')));
    const images = await Promise.all([1, 2, 3, 4].map(() => pngImage(1200, 900)));
    let peak = 0;
    let queued = 0;
    let done = false;
    const stored = Promise.all(images.map((image) => storeImage(storage, image))).finally(() => {
      done = true;
    });
    while (!done) {
      peak = Math.max(peak, imageDecodes.running);
      queued = Math.max(queued, imageDecodes.waiting);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await stored).length).toBe(4);
    expect(peak).toBe(2);
    expect(queued).toBeGreaterThan(0);
    expect(imageDecodes.running).toBe(0);
    await rm(storage.rootDir, { recursive: true, force: true });
  });
});

describe('ConcurrencyLimit', () => {
  it('runs at most its limit at once, the rest in order, and frees a slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const task = (id: number, fails = false) =>
      limit.run(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(id);
            finish[id] = () => (fails ? reject(new Error(`task ${id}`)) : resolve(id));
          }),
      );
    const runs = [task(0, true), task(1), task(2), task(3)];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);
    finish[0]?.();
    await expect(runs[0]).rejects.toThrow('task 0');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const id of [1, 2]) finish[id]?.();
    await new Promise((resolve) => setImmediate(resolve));
    finish[3]?.();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2, 3]);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });
});
