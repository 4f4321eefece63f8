import { IMAGE_FORMATS } from '@art-market/domain/rules';
import sharp, { type FormatEnum, type Sharp } from 'sharp';
import { Invalid } from '#api/errors.ts';
import type { FileStorage } from './storage.ts';

/** Formats accepted by content; anything else (whatever its name or declared type) is refused. */
const ACCEPTED_FORMATS = new Set<string>(IMAGE_FORMATS);
const EXTENSION: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };
/**
 * Bounds decoding work: a small file can still claim huge dimensions (a "pixel bomb"). 25 megapixels
 * (a 6000 x 4000 photo) decode to about 100 MB; an animation counts all its frames.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
const WEBP_MAX_WIDTH = 1600;
/** The small WebP for grids and phones (`/webp/c{name}-480.webp`), offered next to the large one in srcset. */
export const WEBP_SMALL_WIDTH = 480;

/** An image's bytes, or the path of the file holding them (an upload as received, never read whole by us). */
export type ImageInput = Buffer | string;

export interface StoredImage {
  /** `/uploads/{name}.{ext}`: the cleaned original. */
  url: string;
  /** `/webp/c{name}.webp`: the variant the storefront's image rule asks for. */
  webpUrl: string;
  /** `/webp/c{name}-480.webp`: the same, at most 480 pixels wide. */
  smallWebpUrl: string;
  width: number;
  height: number;
}

/** At most `limit` tasks run at once; the others wait their turn in order. */
export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the next in line.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Decoding holds the whole bitmap in memory: two at once per process bounds it, whatever the traffic. */
export const imageDecodes = new ConcurrencyLimit(2);

/** The accepted format of an image by its content, or undefined (not an image, or past the pixel bound). */
export async function readImageFormat(content: ImageInput): Promise<string | undefined> {
  try {
    const { format, width = 0, height = 0, pages = 1 } = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    // A GIF is decoded with all its frames (storeImage keeps the animation): they all count.
    const frames = format === 'gif' ? pages : 1;
    return width * height * frames <= MAX_INPUT_PIXELS ? format : undefined;
  } catch {
    return undefined;
  }
}

export async function removeStoredImage(storage: FileStorage, image: StoredImage): Promise<void> {
  await Promise.all([storage.remove(image.url), storage.remove(image.webpUrl), storage.remove(image.smallWebpUrl)]);
}

/**
 * Checks an upload by its content, re-encodes it without metadata (EXIF, GPS, ICC comments) after
 * applying its orientation, and stores it with two WebP variants under the same random base name.
 */
export async function storeImage(
  storage: FileStorage,
  content: ImageInput,
  invalidMessage = 'Please upload an image file',
): Promise<StoredImage> {
  const cleaned = await cleanImage(content);
  if (!cleaned) throw new Invalid(invalidMessage);
  const webpOf = async (width: number) => {
    const variant = await decodeLimited(
      decode(content, cleaned.format).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }),
    );
    if (!variant) throw new Invalid(invalidMessage);
    return variant.data;
  };
  const [webp, smallWebp] = await Promise.all([webpOf(WEBP_MAX_WIDTH), webpOf(WEBP_SMALL_WIDTH)]);
  const baseName = storage.newBaseName();
  const url = await storage.put('uploads', `${baseName}.${cleaned.extension}`, cleaned.data);
  const webpUrl = await storage.put('webp', `c${baseName}.webp`, webp);
  const smallWebpUrl = await storage.put('webp', `c${baseName}-${WEBP_SMALL_WIDTH}.webp`, smallWebp);
  return { url, webpUrl, smallWebpUrl, width: cleaned.width, height: cleaned.height };
}

export interface CleanedImage {
  data: Buffer;
  format: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * An accepted image re-encoded in its own format without metadata, its orientation applied
 * (a polyglot or a hidden payload does not survive); undefined when the content is not one.
 */
export async function cleanImage(content: ImageInput): Promise<CleanedImage | undefined> {
  const format = await readImageFormat(content);
  if (!format) return undefined;
  const cleaned = await decodeLimited(decode(content, format).toFormat(format as keyof FormatEnum));
  if (!cleaned) return undefined;
  return {
    data: cleaned.data,
    format,
    extension: EXTENSION[format] ?? format,
    width: cleaned.info.width,
    height: cleaned.info.height,
  };
}

function decode(content: ImageInput, format: string): Sharp {
  return sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' }).rotate();
}

/** Runs a decode within the per-process limit; a header that reads well over a body that does not decode is undefined. */
async function decodeLimited(pipeline: Sharp) {
  try {
    return await imageDecodes.run(() => pipeline.toBuffer({ resolveWithObject: true }));
  } catch {
    return undefined;
  }
}
