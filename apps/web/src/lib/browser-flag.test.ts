import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBrowserFlag, writeBrowserFlag } from './browser-flag.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('browser flags', () => {
  it('reads back what was written, and unknown for a flag never written', () => {
    expect(readBrowserFlag('supportsWebP')).toBeNull();
    writeBrowserFlag('supportsWebP', false);
    expect(readBrowserFlag('supportsWebP')).toBe(false);
    writeBrowserFlag('supportsWebP', true);
    expect(readBrowserFlag('supportsWebP')).toBe(true);
  });

  it('reads unknown and writes nothing, without failing, when the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);

    expect(() => writeBrowserFlag('fontsSeen', true)).not.toThrow();
    expect(readBrowserFlag('fontsSeen')).toBeNull();
  });
});
