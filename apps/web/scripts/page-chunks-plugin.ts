import type { FirstPaintPage } from '@art-market/domain/rules';
import type { Plugin } from 'vite';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/**
 * Where the domain package's modules live. Its subpaths (rules, copy) are `export *` indexes: following their
 * imports would put every domain module in the storefront chunk. The chunk's group brings along, instead, the
 * domain code its modules use (`includeDependenciesRecursively` in vite.config.ts follows what is used).
 */
const DOMAIN_SOURCE = '/packages/domain/src/';
/**
 * Packages the first paint must not load (ADR 0011, 0012): zod is about 20 KB gzipped whose evaluation lands in
 * Total Blocking Time, and the storefront's first screens need none of it. One stray import would bring it back.
 */
const KEPT_OUT_OF_FIRST_PAINT = ['zod'];

type PageModules = Partial<Record<FirstPaintPage, string>>;

/**
 * ADR 0011: the route code of the first-paint pages, in as few files as the browser can fetch at once.
 *
 * - `plugin` writes `page-chunks.json`: the files each page loads after the entry script (its lazy page
 *   chunk and what that imports, less what index.html already loads), which the server `modulepreload`s
 *   with the page instead of the browser finding them only once the entry has run. `modules` names each
 *   page's lazy module as app/router.tsx imports it (relative to the web root); the build fails when one
 *   is not a lazy chunk any more, so a moved page cannot silently lose its preload. It fails too when the entry
 *   or a page's preloaded files hold a package of `KEPT_OUT_OF_FIRST_PAINT`.
 * - `isSharedRouteModule` is a code-splitting test: the modules these pages import (not the pages
 *   themselves, nor the domain package's modules: see `DOMAIN_SOURCE`), so they become one shared chunk instead
 *   of a dozen small ones. Over HTTP/1.1 a phone
 *   fetches six files at a time, and each costs a round trip however small it is.
 */
export function pageChunks(modules: PageModules): { plugin: Plugin; isSharedRouteModule: (id: string) => boolean } {
  let root = '';
  const pageIds = () => new Set(Object.values(modules).map((module) => `${root}/${module}`));
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'art-market:page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const visit = (id: string) => {
        if (shared.has(id) || id.includes(DOMAIN_SOURCE)) return;
        shared.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      const pages = pageIds();
      for (const id of pages) visit(id);
      for (const id of pages) shared.delete(id);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (files: readonly string[], seen = new Set<string>()): Set<string> => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          staticClosure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const initial = staticClosure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const files: Partial<Record<FirstPaintPage, string[]>> = {};
      for (const [page, module] of Object.entries(modules) as [FirstPaintPage, string][]) {
        const id = `${root}/${module}`;
        const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === id);
        if (!chunk) this.error(`page-chunks: ${module} (the ${page} page) is not a lazy chunk of the build`);
        files[page] = [...staticClosure([chunk.fileName])].filter((file) => !initial.has(file));
      }
      for (const file of new Set([...initial, ...Object.values(files).flat()])) {
        const kept = KEPT_OUT_OF_FIRST_PAINT.find((name) =>
          byFile.get(file)?.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)),
        );
        if (kept) this.error(`page-chunks: ${file}, loaded for the first paint, holds ${kept}; import it lazily`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
  return { plugin, isSharedRouteModule: (id) => shared.has(id) };
}
