import { chmod, mkdir, writeFile } from 'node:fs/promises';

/**
 * Bank-transfer proofs, return photos and outgoing mail (reset codes) are for this server alone: their
 * folders are 0700 and their files 0600, so no other account on the host can read them.
 */
const PRIVATE_DIRECTORY_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and any missing parent) for this server alone; one made earlier, more open, is closed. */
export async function makePrivateDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(directory, PRIVATE_DIRECTORY_MODE);
}

/** Writes a new file only this server's account can read; `wx` refuses to overwrite one. */
export async function writePrivateFile(file: string, content: Buffer | string, flag: 'w' | 'wx' = 'wx'): Promise<void> {
  await writeFile(file, content, { flag, mode: PRIVATE_FILE_MODE });
}
