import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_READY_CLASS, FONTS_SEEN_KEY, setUpWebFonts } from './web-fonts.ts';

// Each test decides when the page paints.
const firstPaint = vi.hoisted(() => ({ painted: new Promise<void>(() => {}), paint: () => {} }));
vi.mock('#web/lib/after-first-paint.ts', () => ({ afterFirstPaint: () => firstPaint.painted }));

const usesWebFonts = () => document.documentElement.classList.contains(FONTS_READY_CLASS);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(FONTS_READY_CLASS);
  firstPaint.painted = new Promise<void>((resolve) => {
    firstPaint.paint = resolve;
  });
});

describe('setUpWebFonts', () => {
  it('on a first visit to a listing, changes to the web fonts only after the first paint, and remembers it', async () => {
    const ready = setUpWebFonts('/category/oil-paintings');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(usesWebFonts()).toBe(false);
    expect(localStorage.getItem(FONTS_SEEN_KEY)).toBeNull();

    firstPaint.paint();
    await ready;
    expect(usesWebFonts()).toBe(true);
    expect(localStorage.getItem(FONTS_SEEN_KEY)).toBe('true');
  });

  it('uses them from the start on a page whose largest content comes after its first paint, or any other page', () => {
    for (const path of ['/', '/product/4f1c2b9e-0000-4000-8000-000000000000', '/checkout']) {
      document.documentElement.classList.remove(FONTS_READY_CLASS);
      void setUpWebFonts(path);
      expect(usesWebFonts()).toBe(true);
    }
  });

  it('uses them from the start on a listing in a browser that has them cached, without writing the flag again', () => {
    localStorage.setItem(FONTS_SEEN_KEY, 'true');
    const write = vi.spyOn(Storage.prototype, 'setItem');
    void setUpWebFonts('/medium/oil-paintings');
    expect(usesWebFonts()).toBe(true);
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });
});
