// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', '.local', 'cdk.out', '**/dist', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Specs take `test` and `expect` from the fixtures (ADR 0029): its worker fixtures give every spec the same data.
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures.js' (test/e2e/fixtures.ts).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 34: every conditional write's or transaction's outcome is handled. `transactWrite` and
    // `commitCatalogue` answer a refusal as a value (functions/data/transaction.ts, catalogue-log.ts), so a call
    // whose answer is dropped would let a refused write pass as written.
    files: ['functions/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ExpressionStatement > AwaitExpression > CallExpression',
          'ExpressionStatement > CallExpression',
          'UnaryExpression[operator="void"] > CallExpression',
          'UnaryExpression[operator="void"] > AwaitExpression > CallExpression',
        ].map((path) => ({
          selector: `${path}[callee.name=/^(transactWrite|commitCatalogue)$/]`,
          message:
            'Handle the outcome: transactWrite/commitCatalogue answer a refused condition or a conflict as a value (check `ok` / `outcome`).',
        })),
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Issue 21: API paths are spelled in the typed client only (docs/decisions/0027-typed-web-client.md); the rest
    // of the web app names a route by its manifest key ('GET /v1/investors/{id}'), which the type checker checks.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/common/api.ts', 'web/src/common/api.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/v1(\\/|$)/]', 'TemplateElement[value.raw=/^\\/v1(\\/|$)/]'].map(
          (selector) => ({
            selector,
            message:
              "Call the API through web/src/common/api.ts with a route key of shared/routes.ts (callApi('GET /v1/...')), not a path.",
          }),
        ),
      ],
    },
  },
);
