import { type FirstPaintPage, firstPaintPageOf } from '@art-market/domain/rules';
import { afterFirstPaint } from '#web/lib/after-first-paint.ts';
import { readBrowserFlag, writeBrowserFlag } from '#web/lib/browser-flag.ts';

/** Local storage key: this browser has used the web fonts before, so their files are in its cache. */
export const FONTS_SEEN_KEY = 'fontsSeen';
/** On <html>: the page is set in the web fonts (index.css sets it in the fallback faces until then). */
export const FONTS_READY_CLASS = 'fonts-ready';

/** The pages whose first paint already shows their largest content: a listing's first row of cards (preloaded). */
const PAINTED_WHOLE_FIRST: ReadonlySet<FirstPaintPage> = new Set(['category', 'group-item']);

/**
 * ADR 0012: the page uses the web fonts (and so the browser fetches them) from the start, except on a first visit
 * to a listing: there the first paint is the page's content, set in the fallback faces, and the fonts (four files
 * of 12-15 KB) come after it instead of racing it. A browser that has them cached uses them at once everywhere.
 */
export function setUpWebFonts(pathname: string): Promise<void> {
  const seen = readBrowserFlag(FONTS_SEEN_KEY) === true;
  // Runs before the first render: a returning browser pays no storage write for it.
  const switchToWebFonts = () => {
    document.documentElement.classList.add(FONTS_READY_CLASS);
    if (!seen) writeBrowserFlag(FONTS_SEEN_KEY, true);
  };
  const page = firstPaintPageOf(pathname);
  if (seen || page === undefined || !PAINTED_WHOLE_FIRST.has(page)) {
    switchToWebFonts();
    return Promise.resolve();
  }
  return afterFirstPaint().then(switchToWebFonts);
}
