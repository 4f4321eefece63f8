/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's concept folders point one way (docs/architecture.md#the-domain-package): no folder imports one
// that imports it back, however far round, and `common/` imports no other folder. Types count: a type import
// ties two concepts as much as a value does.
const src = import.meta.dirname;
const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file.includes(path.sep),
);
const folderOf = (module: string) => module.split(path.sep)[0] as string;

/** Folder -> the other folders its modules import (`import` and `export ... from`, types included). */
function folderImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  const statement = /^\s*(?:import|export)\b[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const module of modules) {
    const from = folderOf(module);
    const targets = imports.get(from) ?? new Set<string>();
    imports.set(from, targets);
    for (const match of readFileSync(path.join(src, module), 'utf8').matchAll(statement)) {
      const to = folderOf(path.join(path.dirname(module), match[1] as string));
      if (to !== from) targets.add(to);
    }
  }
  return imports;
}

/** A loop of folders as `a -> b -> a`, or undefined when the folders point one way. */
function folderLoop(imports: Map<string, Set<string>>): string | undefined {
  const done = new Set<string>();
  const visit = (folder: string, trail: string[]): string | undefined => {
    if (trail.includes(folder)) return [...trail.slice(trail.indexOf(folder)), folder].join(' -> ');
    if (done.has(folder)) return undefined;
    for (const next of imports.get(folder) ?? []) {
      const loop = visit(next, [...trail, folder]);
      if (loop) return loop;
    }
    done.add(folder);
    return undefined;
  };
  for (const folder of imports.keys()) {
    const loop = visit(folder, []);
    if (loop) return loop;
  }
  return undefined;
}

describe('the concept folders', () => {
  const imports = folderImports();

  it('hold every module but the three entry points', () => {
    const loose = readdirSync(src).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(loose.sort()).toEqual(['copy.ts', 'rules.ts', 'schemas.ts']);
  });

  it('import one another one way only', () => {
    expect(folderLoop(imports)).toBeUndefined();
  });

  it('leave common/ importing no other folder', () => {
    expect([...(imports.get('common') ?? [])]).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const looped = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['common', 'orders'])],
      ['common', new Set<string>()],
    ]);
    expect(folderLoop(looped)).toBe('orders -> payments -> orders');
  });
});
