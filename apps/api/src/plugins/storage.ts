import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; an S3-compatible store implements the same three calls. */
export interface FileStorage {
  /** Stores a file under a new random name in `area` ('uploads' or 'webp'), answering its public path. */
  put(area: StorageArea, fileName: string, content: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
  /** A fresh unguessable base name: uploads never keep the client's file name. */
  newBaseName(): string;
}

export type StorageArea = 'uploads' | 'webp';

export class LocalDiskStorage implements FileStorage {
  constructor(readonly rootDir: string) {}

  directoryOf(area: StorageArea): string {
    return path.join(this.rootDir, area);
  }

  async put(area: StorageArea, fileName: string, content: Buffer): Promise<string> {
    if (fileName !== path.basename(fileName)) throw new Error(`Unsafe file name: ${fileName}`);
    const directory = this.directoryOf(area);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, fileName), content, { flag: 'wx' });
    return `/${area}/${fileName}`;
  }

  async remove(publicPath: string): Promise<void> {
    const [, area, fileName] = publicPath.split('/');
    if ((area !== 'uploads' && area !== 'webp') || !fileName || fileName !== path.basename(fileName)) return;
    await unlink(path.join(this.directoryOf(area), fileName)).catch(() => undefined);
  }

  newBaseName(): string {
    return randomBytes(16).toString('hex');
  }
}
