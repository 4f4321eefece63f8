/**
 * A yes or no that this browser remembers in local storage, for facts about the browser itself (its WebP
 * support, the web fonts in its cache). Storage can be missing or refused (private mode, a full quota): then the
 * flag reads as unknown and a write remembers nothing, and neither fails.
 */
export function readBrowserFlag(key: string): boolean | null {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
  }
}

export function writeBrowserFlag(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Nothing is remembered: the next page load asks or waits again.
  }
}
