/** Gives a held slot back (at most once). */
export type ReleaseUploadSlot = () => Promise<void>;

/**
 * The uploads each account may have under way at once (`UPLOADS_PER_ACCOUNT`). A slot is held from the
 * first byte read to the answer, and given back when the upload ends, however it ends. Where the slots
 * are counted (this process, or Redis for every instance) is the engine's business (shared-state.ts).
 */
export interface UploadSlots {
  /** Holds one of the key's `limit` slots, or answers undefined when all of them are held. */
  take(key: string, limit: number): Promise<ReleaseUploadSlot | undefined>;
}

/**
 * In this process only: the embedded default, and the fallback of the Redis slots while Redis is away.
 * A count lives as long as the process, so nothing outlives the uploads it counts.
 */
export class MemoryUploadSlots implements UploadSlots {
  private readonly held = new Map<string, number>();

  async take(key: string, limit: number): Promise<ReleaseUploadSlot | undefined> {
    const count = this.held.get(key) ?? 0;
    if (count >= limit) return undefined;
    this.held.set(key, count + 1);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}
