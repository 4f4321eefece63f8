import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks matchMedia, which sonner and reduced-motion checks read.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// How long findBy* and waitFor wait for what they look for. A file's first render imports its lazy pages cold
// (vite transforms each module on first use): on two cores shared with other work that took over 1 s (the
// library's default) at a load of 4, and over 15 s once in a full run at a load of 15. They return as soon as
// the element is there, so the budget costs nothing on a quiet machine; only a check that never passes waits
// it out, and still fails. One budget for every file: a test that needs a different wait says why next to it.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
