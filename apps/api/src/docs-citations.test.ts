import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 21: comments, tests and docs cite only documents inside the repository, by a path a reader can
// follow (docs/product/README.md#how-to-cite), and every cited section exists.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
const SCANNED = ['apps', 'packages', 'docs', '.ci', 'README.md', 'eslint.config.js', 'biome.json', 'vitest.config.ts'];
// Built output is not ours to cite from: the web app's dist and the server's bundle (`.cache`, with the packages in it).
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.cache', 'data', '.e2e', 'migrations']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|html|css)$|^\.ci\/run$/;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED_DIRS.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

const files = SCANNED.flatMap(filesUnder).filter((path) => TEXT_FILE.test(path) && path !== THIS_FILE);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces turned into hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (outside code fences), numbered as GitHub numbers repeats. */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(path).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Citation {
  at: string;
  target: string;
  anchor: string | undefined;
}

/** `docs/....md#anchor` and `README.md#anchor` from the repository root, wherever they are written. */
function rootCitations(line: string, at: string): Citation[] {
  return [...line.matchAll(/(?<![\w/.-])((?:docs\/[\w./-]+?\.md)|README\.md)(?:#([\w-]+))?/g)].map((match) => ({
    at,
    target: match[1] ?? '',
    anchor: match[2],
  }));
}

/** Relative Markdown links of a .md file (`[text](../money.md#payouts)`, `[text](#holds)`), from the repository root. */
function markdownLinks(path: string, line: string, at: string): Citation[] {
  return [...line.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((link) => !/^[a-z]+:/i.test(link))
    .map((link) => {
      const [target = '', anchor] = link.split('#');
      return { at, target: target === '' ? path : relative(ROOT, resolve(ROOT, dirname(path), target)), anchor };
    });
}

function citationsIn(path: string): Citation[] {
  return read(path)
    .split('\n')
    .flatMap((line, index) => {
      const at = `${path}:${index + 1}`;
      return [...rootCitations(line, at), ...(path.endsWith('.md') ? markdownLinks(path, line, at) : [])];
    });
}

/** How documents outside the repository used to be cited. */
const OUTSIDE_DOCUMENTS = [
  /\bARCHITECTURE(?:\.md|\s*:|\s+\d|\s+sections?\b)/,
  /\bstorefront\s+sections?\s+\d/i,
  /\bvendor-and-admin\b/i,
  /\breference\s+(?:section\s+)?\d/i,
  /payment-providers\.md/i,
  /\bspec\s+sections?\b/i,
  /\bsections?\s+\d/i,
  /stack-notes/i,
  /\b(?:STYLE|DESIGN)\.md\b/i,
  /\.\.\/shared\b/,
];

describe('citations of documents', () => {
  it('name only documents inside the repository', () => {
    const outside = files.flatMap((path) =>
      read(path)
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it('point at files and sections that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = files.flatMap(citationsIn).flatMap(({ at, target, anchor }) => {
      if (!existsSync(join(ROOT, target))) return [`${at}: ${target} does not exist`];
      if (anchor === undefined || !target.endsWith('.md')) return [];
      if (!anchors.has(target)) anchors.set(target, anchorsOf(target));
      return anchors.get(target)?.has(anchor) ? [] : [`${at}: ${target} has no section #${anchor}`];
    });
    expect(broken).toEqual([]);
  });

  it('are found by this check', () => {
    expect(files).toContain('packages/domain/src/common/money.ts');
    expect(files).toContain('docs/product/storefront.md');
    expect(files.flatMap(citationsIn).some(({ anchor }) => anchor === 'cents-and-rounding')).toBe(true);
    expect(slug('Console Bank Transfer')).toBe('console-bank-transfer');
    expect(slug('E-mail addresses and phone numbers')).toBe('e-mail-addresses-and-phone-numbers');
    expect(slug('Add New Product')).toBe('add-new-product');
  });
});
