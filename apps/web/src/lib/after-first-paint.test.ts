import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one promise per page: each test loads a fresh copy.
async function freshAfterFirstPaint() {
  vi.resetModules();
  return import('./after-first-paint.ts');
}

/** A browser with paint timing: the test delivers the paint entries the observer would get. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((painted) => painted === name) });
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not an earlier blank paint', async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const { afterFirstPaint } = await freshAfterFirstPaint();
    const painted = vi.fn();
    void afterFirstPaint().then(painted);

    FakePaintObserver.current?.paint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).not.toHaveBeenCalled();

    FakePaintObserver.current?.paint('first-paint', 'first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toHaveBeenCalledOnce();
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });

  it('gives up waiting after its limit when the page never reports content', async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS } = await freshAfterFirstPaint();
    const painted = vi.fn();
    void afterFirstPaint().then(painted);

    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toHaveBeenCalledOnce();
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });

  it('without paint timing, goes on after the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { afterFirstPaint } = await freshAfterFirstPaint();
    const painted = vi.fn();
    void afterFirstPaint().then(painted);

    await vi.advanceTimersByTimeAsync(10);
    expect(painted).not.toHaveBeenCalled();
    for (const frame of frames) frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toHaveBeenCalledOnce();
  });

  it('is one wait for every caller', async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const { afterFirstPaint } = await freshAfterFirstPaint();
    expect(afterFirstPaint()).toBe(afterFirstPaint());
  });
});
