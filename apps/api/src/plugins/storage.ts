import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; an S3-compatible store implements the same calls. */
export interface FileStorage {
  /** Stores a file under a new random name in `area`, answering its path (`/{area}/{name}`). */
  put(area: StorageArea, fileName: string, content: Buffer): Promise<string>;
  /** The content of a stored file (how the private areas are served, by routes that check who asks). */
  read(storedPath: string): Promise<Buffer>;
  remove(storedPath: string): Promise<void>;
  /** A fresh unguessable base name: uploads never keep the client's file name. */
  newBaseName(): string;
}

/**
 * 'uploads' and 'webp' are served publicly; 'proofs' (bank-transfer proofs) and 'returns' (photos of
 * a returned artwork) only through an admin route.
 */
export type StorageArea = 'uploads' | 'webp' | 'proofs' | 'returns';
/** Private areas live outside the folders the static file server exposes. */
const AREA_DIRECTORIES: Record<StorageArea, string> = {
  uploads: 'uploads',
  webp: 'webp',
  proofs: 'private/proofs',
  returns: 'private/returns',
};
const isArea = (value: string): value is StorageArea => Object.hasOwn(AREA_DIRECTORIES, value);

export class LocalDiskStorage implements FileStorage {
  constructor(readonly rootDir: string) {}

  directoryOf(area: StorageArea): string {
    return path.join(this.rootDir, AREA_DIRECTORIES[area]);
  }

  async put(area: StorageArea, fileName: string, content: Buffer): Promise<string> {
    if (fileName !== path.basename(fileName)) throw new Error(`Unsafe file name: ${fileName}`);
    const directory = this.directoryOf(area);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, fileName), content, { flag: 'wx' });
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

  /** `/{area}/{name}` on disk, or undefined for anything else (no path escapes the areas). */
  private locate(storedPath: string): string | undefined {
    const [, area, fileName, ...rest] = storedPath.split('/');
    if (!area || !isArea(area) || !fileName || rest.length > 0 || fileName !== path.basename(fileName)) return undefined;
    return path.join(this.directoryOf(area), fileName);
  }

  newBaseName(): string {
    return randomBytes(16).toString('hex');
  }
}
