import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's modules point one way (ADR 0052): no module imports one that imports it back, however far round.
 * ESLint sees one file at a time, so the rule reads every module's imports from disk once per run (tests left
 * out: they may arrange rows across modules) and reports each import of the file being linted that closes a loop,
 * with the loop spelled out. Types count: a type import ties two modules as much as a value does.
 */

const IMPORT = /^\s*(?:import|export)\b[^'"]*?['"]([^'"]+)['"]/gm;

/** The module a specifier from `file` names, or undefined when it names none (a package, shared code). */
export function moduleOf(modulesDir, file, specifier) {
  let target;
  if (specifier.startsWith('#api/modules/')) target = path.join(modulesDir, specifier.slice('#api/modules/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return undefined;
  const relative = path.relative(modulesDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts');

/** Module -> the other modules its non-test files import. */
export function moduleImports(modulesDir) {
  const imports = new Map();
  for (const entry of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!isSource(entry) || !entry.includes(path.sep)) continue;
    const file = path.join(modulesDir, entry);
    const from = entry.split(path.sep)[0];
    const targets = imports.get(from) ?? new Set();
    imports.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(modulesDir, file, match[1]);
      if (to && to !== from) targets.add(to);
    }
  }
  return imports;
}

/** The shortest way from `start` back to `goal` through the imports, as module names, or undefined. */
export function pathBack(imports, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift();
    if (module === goal) {
      const trail = [];
      for (let step = module; step !== undefined; step = cameFrom.get(step)) trail.unshift(step);
      return trail;
    }
    for (const next of imports.get(module) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, module);
      queue.push(next);
    }
  }
  return undefined;
}

const graphs = new Map();

export const moduleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'An API module may not import a module that imports it back (ADR 0052).' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      loop: 'modules/{{from}} imports modules/{{to}}, which imports it back ({{loop}}): move the shared part down, or let the lower module ask through a port.',
    },
  },
  create(context) {
    const modulesDir = path.resolve(context.cwd, context.options[0]?.modulesDir ?? 'apps/api/src/modules');
    const file = context.filename;
    const relative = path.relative(modulesDir, file);
    if (relative.startsWith('..') || !relative.includes(path.sep) || !isSource(file)) return {};
    const from = relative.split(path.sep)[0];
    if (!graphs.has(modulesDir)) graphs.set(modulesDir, moduleImports(modulesDir));
    const imports = graphs.get(modulesDir);

    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const to = moduleOf(modulesDir, file, specifier);
      if (!to || to === from) return;
      const back = pathBack(imports, to, from);
      if (back) context.report({ node, messageId: 'loop', data: { from, to, loop: [from, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-cycles': moduleCycles } };
