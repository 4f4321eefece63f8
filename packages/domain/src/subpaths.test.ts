/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0011: the storefront's first paint imports only `@art-market/domain/rules` and `/copy`, so neither may reach
// zod at run time. Checked here by reading the import graph, not by a guess in the web build.
const src = import.meta.dirname;
const packageJson = JSON.parse(readFileSync(path.join(src, '../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const ENTRIES = ['rules.ts', 'schemas.ts', 'copy.ts'];
const ZOD_FREE_ENTRIES = ['rules.ts', 'copy.ts'];

/**
 * The specifiers a module imports or re-exports at run time. `import type` and `export type` are erased; an
 * `import { type A }` is kept, since under `verbatimModuleSyntax` it still loads the module.
 */
function runtimeSpecifiers(code: string): string[] {
  const statement = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
  return [...code.matchAll(statement)].map((match) => match[1] as string);
}

/** The modules `module` (a path from src) loads at run time, as paths from src; packages as they are named. */
const runtimeImports = (module: string) =>
  runtimeSpecifiers(readFileSync(path.join(src, module), 'utf8')).map((specifier) =>
    specifier.startsWith('.') ? path.join(path.dirname(module), specifier) : specifier,
  );

/** The chain of modules from `entry` to one that loads zod at run time, or undefined when there is none. */
function pathToZod(entry: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(entry)) return undefined;
  seen.add(entry);
  for (const imported of runtimeImports(entry)) {
    if (imported === 'zod' || imported.startsWith('zod/')) return [entry, imported];
    if (!imported.endsWith('.ts')) continue;
    const rest = pathToZod(imported, seen);
    if (rest) return [entry, ...rest];
  }
  return undefined;
}

describe('the domain package subpaths', () => {
  it('reads the import graph as a bundler would', () => {
    const code = [
      "import { z } from 'zod';",
      "import type { Cents } from './money.ts';",
      "import { type Order, formatOrder } from './orders.ts';",
      'import {\n  a,\n  b,\n} from "./multi.ts";',
      "export * from './rules-part.ts';",
      "export type { Thing } from './types.ts';",
      "import './side-effect.ts';",
    ].join('\n');
    expect(runtimeSpecifiers(code)).toEqual(['zod', './orders.ts', './multi.ts', './rules-part.ts', './side-effect.ts']);
  });

  it.each(ZOD_FREE_ENTRIES)('%s reaches no zod at run time', (entry) => {
    expect(pathToZod(entry)?.join(' -> ')).toBeUndefined();
  });

  it('exports rules, schemas and copy, and no index of everything', () => {
    expect(packageJson.exports).toEqual({
      './rules': './src/rules.ts',
      './schemas': './src/schemas.ts',
      './copy': './src/copy.ts',
    });
  });

  it('has every module in exactly one subpath', () => {
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !ENTRIES.includes(file),
    );
    const owners = new Map<string, string[]>();
    for (const entry of ENTRIES)
      for (const module of runtimeImports(entry)) owners.set(module, [...(owners.get(module) ?? []), entry]);
    expect(modules.filter((module) => owners.get(module)?.length !== 1)).toEqual([]);
  });
});
