import sharp, { type FormatEnum } from 'sharp';
import { Invalid } from '../errors.ts';
import type { FileStorage } from './storage.ts';

/** Formats accepted by content; anything else (whatever its name or declared type) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
const EXTENSION: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };
/** Bounds decoding work: a small file can still claim huge dimensions (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_MAX_WIDTH = 1600;

export interface StoredImage {
  /** `/uploads/{name}.{ext}`: the cleaned original. */
  url: string;
  /** `/webp/c{name}.webp`: the variant the storefront's image rule asks for. */
  webpUrl: string;
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

/**
 * Checks an upload by its content, re-encodes it without metadata (EXIF, GPS, ICC comments) after
 * applying its orientation, and stores it with a WebP variant under the same random base name.
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
  const webp = await source().resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const baseName = storage.newBaseName();
  const url = await storage.put('uploads', `${baseName}.${EXTENSION[format]}`, cleaned.data);
  const webpUrl = await storage.put('webp', `c${baseName}.webp`, webp);
  return { url, webpUrl, width: cleaned.info.width, height: cleaned.info.height };
}
