/**
 * ADR 0012: what the first paint does not need (the web fonts, the toaster, a listing's facets and their schemas)
 * starts once the browser has painted the page's first content, so on a phone's first visit it never shares the
 * connection and the main thread with the script and the largest image.
 */

/** A page that never reports its first content (a browser that does not, a page left blank) waits no longer. */
export const FIRST_PAINT_WAIT_LIMIT_MS = 3_000;

let firstPaint: Promise<void> | undefined;

export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    const observer = paintTiming
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length) done();
        })
      : undefined;
    // One way out, whichever comes first: the paint, or the limit (which also stops watching for the paint).
    const limit = setTimeout(done, FIRST_PAINT_WAIT_LIMIT_MS);
    function done() {
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    }
    if (observer) {
      // `buffered` also delivers a paint that happened before this call.
      observer.observe({ type: 'paint', buffered: true });
    } else if (typeof requestAnimationFrame === 'function') {
      // No paint timing (jsdom, older browsers): the task after the next frame comes after its paint.
      requestAnimationFrame(() => setTimeout(done, 0));
    } else {
      setTimeout(done, 0);
    }
  });
  return firstPaint;
}
