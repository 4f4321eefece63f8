// Points every import of `@art-market/domain` (or of one of its subpaths) in apps/ at the subpath that exports each
// name: rules, schemas or copy (ADR 0011). Re-runnable: statements already on the right subpath stay as they are.
//   node packages/domain/scripts/rewrite-imports.mjs [--check]     (from the repository's root)
// --check changes nothing and exits 1 when a statement would change. Names no subpath exports are reported and
// their statement is left alone (exit 1). Changed files are then tidied by `biome check --write`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The working directory is the repository (so a copy of this file kept elsewhere works too), and so is its TypeScript.
const repo = process.cwd();
const ts = createRequire(path.join(repo, 'package.json'))('typescript');
const PACKAGE = '@art-market/domain';
const SUBPATHS = ['rules', 'schemas', 'copy'];
const check = process.argv.includes('--check');

/** name -> subpath, from what each subpath's entry file exports (types included). */
function subpathOfNames() {
  const entries = SUBPATHS.map((subpath) => path.join(repo, `packages/domain/src/${subpath}.ts`));
  const program = ts.createProgram(entries, { allowImportingTsExtensions: true, noEmit: true, target: ts.ScriptTarget.ES2022 });
  const checker = program.getTypeChecker();
  const owner = new Map();
  SUBPATHS.forEach((subpath, index) => {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(entries[index]));
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      const earlier = owner.get(exported.name);
      if (earlier && earlier !== subpath) console.warn(`${exported.name} is exported by ${earlier} and ${subpath}`);
      owner.set(exported.name, earlier ?? subpath);
    }
  });
  return owner;
}

function sourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx|mts)$/.test(name)) found.push(full);
  }
  return found;
}

const isDomain = (specifier) => specifier === PACKAGE || SUBPATHS.some((subpath) => specifier === `${PACKAGE}/${subpath}`);

/** The statement(s) replacing one `import`/`export ... from` of the domain package, or undefined to keep it. */
function rewrite(statement, sourceFile, owner, problems, file) {
  const isImport = ts.isImportDeclaration(statement);
  const clause = isImport ? statement.importClause : statement;
  const named = isImport ? clause?.namedBindings : statement.exportClause;
  if (!named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) {
    problems.push(`${file}: ${statement.getText(sourceFile)} (not a list of names)`);
    return undefined;
  }
  if (isImport && clause.name) {
    problems.push(`${file}: ${statement.getText(sourceFile)} (default import)`);
    return undefined;
  }
  const allType = isImport ? clause.isTypeOnly : statement.isTypeOnly;
  const groups = new Map();
  for (const element of named.elements) {
    const name = (element.propertyName ?? element.name).text;
    const subpath = owner.get(name);
    if (!subpath) {
      problems.push(`${file}: ${name} is exported by none of ${SUBPATHS.join(', ')}`);
      return undefined;
    }
    const text = element.getText(sourceFile).replace(/^type\s+/, '');
    if (!groups.has(subpath)) groups.set(subpath, []);
    groups.get(subpath).push({ text, typeOnly: allType || element.isTypeOnly });
  }
  const keyword = isImport ? 'import' : 'export';
  const current = statement.moduleSpecifier.text;
  if (groups.size === 1 && current === `${PACKAGE}/${[...groups.keys()][0]}`) return undefined;
  return SUBPATHS.filter((subpath) => groups.has(subpath))
    .map((subpath) => {
      const parts = groups.get(subpath);
      const typeOnly = parts.every((part) => part.typeOnly);
      const list = parts.map((part) => (part.typeOnly && !typeOnly ? `type ${part.text}` : part.text)).join(', ');
      return `${keyword} ${typeOnly ? 'type ' : ''}{ ${list} } from '${PACKAGE}/${subpath}';`;
    })
    .join('\n');
}

const owner = subpathOfNames();
const problems = [];
const changed = [];
for (const file of sourceFiles(path.join(repo, 'apps'))) {
  const code = readFileSync(file, 'utf8');
  if (!code.includes(PACKAGE)) continue;
  const relative = path.relative(repo, file);
  const sourceFile = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits = [];
  for (const statement of sourceFile.statements) {
    const specifier = statement.moduleSpecifier;
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !specifier || !ts.isStringLiteral(specifier))
      continue;
    if (!isDomain(specifier.text)) continue;
    const replacement = rewrite(statement, sourceFile, owner, problems, relative);
    if (replacement !== undefined) edits.push([statement.getStart(sourceFile), statement.getEnd(), replacement]);
  }
  // Other ways in (dynamic import, vi.mock) name the package as a string: report them, they need a hand.
  for (const match of code.matchAll(/(?:import|mock|importActual)\(\s*['"]@art-market\/domain(?:\/\w+)?['"]/g))
    problems.push(`${relative}: ${match[0]} (rewrite by hand)`);
  if (edits.length === 0) continue;
  changed.push(relative);
  if (check) continue;
  let result = code;
  for (const [start, end, text] of edits.reverse()) result = result.slice(0, start) + text + result.slice(end);
  writeFileSync(file, result);
}
for (const problem of problems) console.error(problem);
console.log(`${changed.length} file(s) ${check ? 'would change' : 'changed'}`);
for (const file of changed) console.log(`  ${file}`);
if (!check && changed.length > 0) execFileSync('npx', ['biome', 'check', '--write', ...changed], { cwd: repo, stdio: 'inherit' });
if (problems.length > 0 || (check && changed.length > 0)) process.exit(1);
