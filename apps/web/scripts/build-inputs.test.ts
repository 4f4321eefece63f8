import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildInputs, buildIfChanged, INPUTS_STAMP } from './build-inputs.ts';

// A checkout in miniature: a web app, a domain package and a lockfile; the "build" writes the dist and counts.
let root: string;
let inputs: BuildInputs;
let dist: string;
let builds: number;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const fakeBuild = async () => {
  builds += 1;
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<html>build ${builds}</html>`);
};
const buildNow = (options?: { force?: boolean }) =>
  buildIfChanged(inputs, { dir: dist, mainFile: 'index.html' }, fakeBuild, options);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'art-market-build-inputs-'));
  write('apps/web/src/main.tsx', 'render(app)');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/domain/src/rules.ts', 'export const FEE = 10;');
  write('package-lock.json', '{"vite": "8.0.0"}');
  dist = path.join(root, 'apps/web/dist');
  inputs = {
    root,
    folders: [path.join(root, 'apps/web'), path.join(root, 'packages/domain')],
    files: [path.join(root, 'package-lock.json')],
    env: { NODE_ENV: 'production' },
  };
  builds = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build runs only when its inputs changed', () => {
  it('skips a second build of the same sources, and leaves the dist as it was', async () => {
    expect(await buildNow()).toBe('built');
    expect(await buildNow()).toBe('unchanged');
    expect(builds).toBe(1);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<html>build 1</html>');
  });

  it.each([
    ['a web source changes', () => write('apps/web/src/main.tsx', 'render(otherApp)')],
    ['a web source is added', () => write('apps/web/src/new-page.tsx', 'export {}')],
    ['a domain rule changes', () => write('packages/domain/src/rules.ts', 'export const FEE = 12;')],
    ['a dependency changes', () => write('package-lock.json', '{"vite": "8.0.1"}')],
    ['a VITE_ variable changes', () => Object.assign(inputs.env, { VITE_SENTRY: 'on' })],
    ['the dist lost its page', () => rmSync(path.join(dist, 'index.html'))],
    ['the dist was built by an older script (no stamp)', () => rmSync(path.join(dist, INPUTS_STAMP))],
  ])('rebuilds when %s', async (_change, change) => {
    await buildNow();
    change();
    expect(await buildNow()).toBe('built');
    expect(await buildNow()).toBe('unchanged');
    expect(builds).toBe(2);
  });

  it('ignores what is never bundled: tests, the journeys, installed packages, the dist itself', async () => {
    await buildNow();
    write('apps/web/src/main.test.tsx', 'it()');
    write('apps/web/e2e/checkout.e2e.ts', 'it()');
    write('apps/web/node_modules/left-pad/index.js', '');
    write('apps/web/dist/assets/extra.js', '');
    expect(await buildNow()).toBe('unchanged');
  });

  it('builds anyway when forced', async () => {
    await buildNow();
    expect(await buildNow({ force: true })).toBe('built');
    expect(builds).toBe(2);
  });

  it('leaves no stamp behind a failed build, so the next one runs again', async () => {
    await buildNow();
    write('apps/web/src/main.tsx', 'syntax error(');
    await expect(
      buildIfChanged(inputs, { dir: dist, mainFile: 'index.html' }, () => Promise.reject(new Error('vite failed'))),
    ).rejects.toThrow('vite failed');
    expect(await buildNow()).toBe('built');
  });
});
