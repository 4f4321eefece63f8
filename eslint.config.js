import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import artMarket from './eslint-rules/module-cycles.js';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES_DIR = 'apps/web/src/features';
const features = foldersIn(FEATURES_DIR);
const MODULES_DIR = 'apps/api/src/modules';
const modules = foldersIn(MODULES_DIR);

/**
 * Features never import each other (docs/architecture.md#the-three-packages, after Bulletproof React):
 * what two features share moves to lib/ or components/, and the app composes features (e.g.
 * app/product-route.tsx hands the cart's buttons to the product page). A relative path that climbs out
 * of the feature into a sibling's folder is refused.
 */
function featureBoundary(feature) {
  const others = features.filter((name) => name !== feature).join('|');
  return {
    files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others})(/|$)`,
              message: `features/${feature} may not import another feature: move what both need to lib/ or components/, or let the app pass it in.`,
            },
          ],
        },
      ],
    },
  };
}

/**
 * A module's repositories are its own (ADR 0013: orders alone writes its tables; others call its transitions):
 * another module goes through the service or the public file the owner exposes (orders/order-life.ts,
 * products/products.ts, ...). An import of a sibling's repository is refused, through the `#api/modules/` alias or
 * a relative path from any depth (payments/paypal/ too). Tests may reach in to arrange and check rows.
 */
function moduleBoundary(module) {
  const others = modules.filter((name) => name !== module).join('|');
  return {
    files: [`${MODULES_DIR}/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(#api/modules/|(\\.\\./)+(modules/)?)(${others})/(.+/)?[^/]+\\.repository(\\.ts)?$`,
              message: `modules/${module} may not use another module's repository: call the service or public file that module exposes.`,
            },
          ],
        },
      ],
    },
  };
}

// Biome formats and lints the basics; ESLint adds the rules that need types (promises) and React hooks.
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.cache/**',
      '**/node_modules/**',
      '**/data/**',
      '**/.e2e/**',
      '**/*.config.*',
      'eslint.config.js',
      'eslint-rules/**',
      // Medusa's backend for the comparison bench (docs/peer-medusa.md): its own package, not ours to type-check.
      'bench/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...features.map(featureBoundary),
  ...modules.map(moduleBoundary),
  {
    // withTransaction is the one way to open a transaction (ADR 0053): it retries a lost deadlock, holds the
    // mail and the effects for the commit and delivers the events published in it. The built-in provider
    // sandboxes keep the provider's own records, and scripts and tests run outside the app.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/api/src/db/unit-of-work.ts',
      'apps/api/src/modules/payments/*/*-sandbox.ts',
      'apps/api/src/scripts/**',
      'apps/api/src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message:
            'Open a transaction with withTransaction (db/unit-of-work.ts): it retries, holds mail and effects for the commit, and delivers events.',
        },
      ],
    },
  },
  {
    // The modules point one way (ADR 0052): an import that closes a loop of modules is refused.
    files: [`${MODULES_DIR}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { 'art-market': artMarket },
    rules: { 'art-market/module-cycles': 'error' },
  },
  {
    // Shared code sits below the features: lib/ and components/ never reach up into one.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)features/', message: 'lib/ and components/ are shared by features and may not import one.' }],
        },
      ],
    },
  },
);
