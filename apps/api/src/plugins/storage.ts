import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { makePrivateDirectory, writePrivateFile } from './private-files.ts';

/** Where uploaded files live: local disk (`LocalDiskStorage`) or an S3-compatible bucket (`S3Storage`). */
export interface FileStorage {
  /** Stores a file under a new random name in `area`, answering its path (`/{area}/{name}`). */
  put(area: StorageArea, fileName: string, content: Buffer): Promise<string>;
  /** The content of a stored file (how the private areas are served, by routes that check who asks). */
  read(storedPath: string): Promise<Buffer>;
  /** Never throws: a file left behind costs less than failing a change that is already committed. */
  remove(storedPath: string): Promise<void>;
  /** A fresh unguessable base name: uploads never keep the client's file name. */
  newBaseName(): string;
}

/** A storage and the plugin that serves its public areas to browsers at `/uploads/*` and `/webp/*`. */
export interface FilesAdapter {
  storage: FileStorage;
  servePublicFiles: FastifyPluginAsync;
}

/**
 * 'uploads' and 'webp' are served publicly as they are; 'certificates' (PDF certificates of
 * authenticity) publicly but only as downloads (certificate-files.ts); 'proofs' (bank-transfer proofs)
 * and 'returns' (photos of a returned artwork) only through an admin route; 'messages' (images sent in a
 * conversation) only through routes that check the reader is one of its people (or an admin, once reported).
 */
export type StorageArea = 'uploads' | 'webp' | 'certificates' | 'proofs' | 'returns' | 'messages';
export const PUBLIC_AREAS = ['uploads', 'webp'] as const;
const PRIVATE_AREAS: readonly StorageArea[] = ['proofs', 'returns', 'messages'];
export const isPrivateArea = (area: StorageArea): boolean => PRIVATE_AREAS.includes(area);
/** Private areas live outside the folders (and bucket prefixes) the public file routes expose. */
export const AREA_DIRECTORIES: Record<StorageArea, string> = {
  uploads: 'uploads',
  webp: 'webp',
  certificates: 'certificates',
  proofs: 'private/proofs',
  returns: 'private/returns',
  messages: 'private/messages',
};
const isArea = (value: string): value is StorageArea => Object.hasOwn(AREA_DIRECTORIES, value);

/** Names are ours (`{random}.{ext}`, `c{random}-480.webp`): anything else, a dot file or `..` included, is refused. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][\w-]*\.[a-z0-9]+$/;
export const isSafeFileName = (fileName: string): boolean => SAFE_FILE_NAME.test(fileName);

/** `/{area}/{name}` split into its area and name, or undefined for anything else (no path escapes the areas). */
export function parseStoredPath(storedPath: string): { area: StorageArea; fileName: string } | undefined {
  const [empty, area, fileName, ...rest] = storedPath.split('/');
  if (empty !== '' || !area || !isArea(area) || !fileName || rest.length > 0 || !isSafeFileName(fileName)) return undefined;
  return { area, fileName };
}

/** Names never repeat, so a public file's answer may be kept by browsers and caches for a year. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};
export const contentTypeOf = (fileName: string): string =>
  CONTENT_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * A document (a PDF certificate) is never shown as a page of our origin: the browser saves it, sniffs
 * nothing, and would run none of its scripts (ADR 0029). Images are re-encoded, so they need none of it.
 */
export const DOWNLOAD_ONLY_HEADERS: Readonly<Record<string, string>> = {
  'content-disposition': 'attachment',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** The headers above for a file that is not an image (an older PDF certificate in `uploads`), else none. */
export const downloadOnlyHeadersOf = (fileName: string): Readonly<Record<string, string>> =>
  contentTypeOf(fileName).startsWith('image/') ? {} : DOWNLOAD_ONLY_HEADERS;

export const newRandomBaseName = (): string => randomBytes(16).toString('hex');

export class LocalDiskStorage implements FileStorage {
  constructor(readonly rootDir: string) {}

  directoryOf(area: StorageArea): string {
    return path.join(this.rootDir, AREA_DIRECTORIES[area]);
  }

  async put(area: StorageArea, fileName: string, content: Buffer): Promise<string> {
    if (!isSafeFileName(fileName)) throw new Error(`Unsafe file name: ${fileName}`);
    const directory = this.directoryOf(area);
    const file = path.join(directory, fileName);
    if (!isPrivateArea(area)) {
      // Served to anyone over HTTP anyway: the usual modes.
      await mkdir(directory, { recursive: true });
      await writeFile(file, content, { flag: 'wx' });
    } else {
      await makePrivateDirectory(path.dirname(directory));
      await makePrivateDirectory(directory);
      await writePrivateFile(file, content);
    }
    return `/${area}/${fileName}`;
  }

  async read(storedPath: string): Promise<Buffer> {
    const location = this.locate(storedPath);
    if (!location) throw new Error(`Unknown stored file: ${storedPath}`);
    return readFile(location);
  }

  async remove(storedPath: string): Promise<void> {
    const location = this.locate(storedPath);
    if (location) await unlink(location).catch(() => undefined);
  }

  private locate(storedPath: string): string | undefined {
    const parsed = parseStoredPath(storedPath);
    return parsed && path.join(this.directoryOf(parsed.area), parsed.fileName);
  }

  newBaseName(): string {
    return newRandomBaseName();
  }
}
