import { IMAGE_FORMATS } from '@art-market/domain';
import sharp, { type FormatEnum } from 'sharp';
import { Invalid } from '../errors.ts';
import type { FileStorage } from './storage.ts';

/** Formats accepted by content; anything else (whatever its name or declared type) is refused. */
const ACCEPTED_FORMATS = new Set<string>(IMAGE_FORMATS);
const EXTENSION: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };
/** Bounds decoding work: a small file can still claim huge dimensions (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_MAX_WIDTH = 1600;
/** The small WebP for grids and phones (`/webp/c{name}-480.webp`), offered next to the large one in srcset. */
export const WEBP_SMALL_WIDTH = 480;

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

export async function readImageFormat(content: Buffer): Promise<string | undefined> {
  try {
    const metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return metadata.format && ACCEPTED_FORMATS.has(metadata.format) ? metadata.format : undefined;
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
  content: Buffer,
  invalidMessage = 'Please upload an image file',
): Promise<StoredImage> {
  const format = await readImageFormat(content);
  if (!format) throw new Invalid(invalidMessage);
  const source = () => sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' }).rotate();
  const cleaned = await source()
    .toFormat(format as keyof FormatEnum)
    .toBuffer({ resolveWithObject: true });
  const webpOf = (width: number) => source().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const [webp, smallWebp] = await Promise.all([webpOf(WEBP_MAX_WIDTH), webpOf(WEBP_SMALL_WIDTH)]);
  const baseName = storage.newBaseName();
  const url = await storage.put('uploads', `${baseName}.${EXTENSION[format]}`, cleaned.data);
  const webpUrl = await storage.put('webp', `c${baseName}.webp`, webp);
  const smallWebpUrl = await storage.put('webp', `c${baseName}-${WEBP_SMALL_WIDTH}.webp`, smallWebp);
  return { url, webpUrl, smallWebpUrl, width: cleaned.info.width, height: cleaned.info.height };
}
