import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The characters our pages are written in: printable ASCII and the typography the UI uses (no-break space,
 * ©, °, ·, ×, dashes, curly quotes, •, …, −). Each a code point or an inclusive range, as CSS unicode-range.
 */
export const CORE_CODE_POINTS: readonly (number | [number, number])[] = [
  [0x20, 0x7e],
  0xa0,
  0xa9,
  0xb0,
  0xb7,
  0xd7,
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  0x2022,
  0x2026,
  0x2212,
];

const FONTSOURCE_CSS = /[\\/]@fontsource[\\/][^\\/]+[\\/]\d+\.css$/;
const LATIN_FACE = /@font-face\s*{[^}]*url\(\.\/files\/([^)]+-latin-\d+-normal\.woff2)\)[^}]*}/;

/** `U+20-7E,U+A0,...`: the CSS unicode-range of the code points. */
export function unicodeRange(points: readonly (number | [number, number])[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return points.map((point) => (Array.isArray(point) ? `U+${hex(point[0])}-${hex(point[1])}` : `U+${hex(point)}`)).join(',');
}

function coreText(): string {
  const points = CORE_CODE_POINTS.flatMap((point) =>
    Array.isArray(point) ? Array.from({ length: point[1] - point[0] + 1 }, (_, index) => point[0] + index) : [point],
  );
  return String.fromCodePoint(...points);
}

/**
 * ADR 0011: each @fontsource weight gets a second latin face that holds only the core characters, declared
 * after the full one, so the browser takes it for those characters and downloads the full latin file only
 * for a page that shows another one (an "é" in a title). The glyphs are the same font's, with all its
 * OpenType features (tabular figures for prices, kerning); the files are about half as large, and on a
 * phone's first visit the fonts share the connection with the script and the largest image.
 */
export function fontSubsets(): Plugin {
  let cacheDir = '';
  return {
    name: 'art-market:font-subsets',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'font-subsets');
    },
    async transform(css, id) {
      if (!FONTSOURCE_CSS.test(id)) return null;
      const latin = LATIN_FACE.exec(css);
      if (!latin?.[1]) return null;
      const source = path.join(path.dirname(id), 'files', latin[1]);
      const target = path.join(cacheDir, latin[1].replace(/\.woff2$/, '-core.woff2'));
      await mkdir(cacheDir, { recursive: true });
      await writeFile(target, await subsetFont(await readFile(source), coreText(), { targetFormat: 'woff2' }));
      const relative = path.relative(path.dirname(id), target).split(path.sep).join('/');
      const core = latin[0]
        .replace(/src:[^;]+;/, `src: url(${relative}) format('woff2');`)
        .replace(/unicode-range:[^;]+;/, `unicode-range: ${unicodeRange(CORE_CODE_POINTS)};`);
      return { code: css.replace(latin[0], () => `${latin[0]}\n\n${core}`), map: null };
    },
  };
}
