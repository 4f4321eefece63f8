import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * The embedded database belongs to one process: PGlite keeps its pages in memory and writes them back
 * on its own schedule, so two processes on one folder overwrite each other's writes (accounts vanished
 * after a restart). A lock file next to the folder holds the owner's pid; it is created with `wx`, so of
 * two processes starting together exactly one gets it, and a pid that no longer runs leaves it stale.
 */
export interface DataFolderLock {
  release(): void;
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

export class DataFolderInUse extends Error {
  constructor(folder: string, pid: number | undefined) {
    super(
      `The embedded database in ${folder} is in use by another process${pid ? ` (pid ${pid})` : ''}. ` +
        'It is for one process only: stop that process first, give this one another DATA_DIR, ' +
        'or set DATABASE_URL to a PostgreSQL server to run more than one instance.',
    );
    this.name = 'DataFolderInUse';
  }
}

/** Takes the lock on `folder` (its lock file is `folder.lock`) or throws DataFolderInUse. */
export function lockDataFolder(folder: string): DataFolderLock {
  const file = `${folder}.lock`;
  if (heldHere.has(file)) throw new DataFolderInUse(folder, process.pid);
  if (!createLockFile(file)) {
    const owner = readOwner(file);
    if (owner === undefined ? isFresh(file) : isRunning(owner)) throw new DataFolderInUse(folder, owner);
    takeOverStaleLock(file, folder, owner);
  }
  heldHere.add(file);
  const releaseAtExit = () => removeIfOurs(file);
  process.once('exit', releaseAtExit);
  return {
    release() {
      if (!heldHere.delete(file)) return;
      process.off('exit', releaseAtExit);
      removeIfOurs(file);
    },
  };
}

/**
 * Replaces a lock whose owner died. Only the holder of `file.takeover` (itself taken with `wx`) may
 * remove the stale file, so two processes finding it stale at once cannot both end up owning it.
 */
function takeOverStaleLock(file: string, folder: string, staleOwner: number | undefined): void {
  const guard = `${file}.takeover`;
  if (!createLockFile(guard)) {
    const taker = readOwner(guard);
    if (taker !== undefined && isRunning(taker)) throw new DataFolderInUse(folder, taker);
    // The taker died within the few statements below: its guard is as stale as the lock.
    unlinkSync(guard);
    if (!createLockFile(guard)) throw new DataFolderInUse(folder, readOwner(guard));
  }
  try {
    if (readOwner(file) !== staleOwner) throw new DataFolderInUse(folder, readOwner(file));
    unlinkSync(file);
    if (!createLockFile(file)) throw new DataFolderInUse(folder, readOwner(file));
  } finally {
    unlinkSync(guard);
  }
}

/** True when this call created the file; false when it already existed. */
function createLockFile(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signal 0 asks whether the pid exists. Our own pid in a file we do not hold is a stale lock from an
 * earlier life of this container, where the server often runs as pid 1 every time.
 */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file without a pid yet may be another process between creating it and writing its pid. */
function isFresh(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < FRESH_MS;
  } catch {
    return false;
  }
}
const FRESH_MS = 5_000;

function removeIfOurs(file: string): void {
  if (readOwner(file) === process.pid) unlinkSync(file);
}
