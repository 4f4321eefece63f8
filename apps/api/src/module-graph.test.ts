import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import artMarket, { moduleImports, pathBack } from '../../../eslint-rules/module-cycles.js';

// The API's modules point one way (ADR 0052); `npm run lint` refuses an import that closes a loop, and this
// checks the same graph in `npm test`, with the rule itself run on a loop made for the purpose.
const modulesDir = path.join(import.meta.dirname, 'modules');

describe('the API modules', () => {
  it('import one another one way only', () => {
    const imports = moduleImports(modulesDir);
    const loops = [...imports].flatMap(([from, targets]) =>
      [...targets].flatMap((to) => {
        const back = pathBack(imports, to, from);
        return back ? [[from, ...back].join(' -> ')] : [];
      }),
    );
    expect(loops).toEqual([]);
  });

  it('leave payments above orders: orders reach payments only through the port on the context', () => {
    const imports = moduleImports(modulesDir);
    expect(imports.get('payments')?.has('orders')).toBe(true);
    expect(pathBack(imports, 'orders', 'payments')).toBeUndefined();
  });
});

describe('the module-cycles lint rule', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  // shop -> money -> shop, the way back through a type; audit -> money points one way.
  const sources = {
    'shop/sale.ts': "import { debit } from '#api/modules/money/ledger.ts';\nexport const sale = debit;\n",
    'shop/public.ts': 'export type Sale = number;\n',
    'shop/sale.test.ts': "import { debit } from '#api/modules/money/ledger.ts';\n",
    'money/ledger.ts': "import type { Sale } from '../shop/public.ts';\nexport const debit = 1;\nexport type Debit = Sale;\n",
    'audit/log.ts': "import { debit } from '#api/modules/money/ledger.ts';\nexport const logged = debit;\n",
  };
  for (const [file, text] of Object.entries(sources)) write(file, text);

  const lint = (file: keyof typeof sources) =>
    new Linter({ configType: 'flat', cwd: dir }).verify(
      sources[file],
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { 'art-market': artMarket },
          rules: { 'art-market/module-cycles': ['error', { modulesDir: dir }] },
        },
      ],
      path.join(dir, file),
    );

  it('reports each import that closes a loop, type imports included, with the loop spelled out', () => {
    const [problem] = lint('shop/sale.ts');
    expect(problem?.message).toContain('modules/shop imports modules/money, which imports it back (shop -> money -> shop)');
    expect(lint('money/ledger.ts')).toHaveLength(1);
  });

  it('lets an import that points one way through, and leaves tests alone', () => {
    expect(lint('audit/log.ts')).toEqual([]);
    expect(lint('shop/sale.test.ts')).toEqual([]);
  });
});
