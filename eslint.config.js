// ESLint for the whole workspace (run by `npm test` as the "lint" step).
// A rule may be disabled on a line only with a reason after `--` on the same line.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.test-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Every disable says why, on the same line: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: false }],
    },
  },
  {
    // One service shape (docs/architecture.md): a service takes `Deps<…>`, whose `db` may be a
    // caller's transaction, and opens its own with `withTransaction` (a savepoint inside a
    // caller's), so work that spans modules composes into one transaction.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open a transaction with withTransaction(deps, …) from db/transaction.ts: it joins a caller\'s transaction as a savepoint.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/commands/**/*.ts'],
    ignores: ['**/routes.ts', '**/*-routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open a transaction with withTransaction(deps, …) from db/transaction.ts: it joins a caller\'s transaction as a savepoint.',
        },
        {
          selector: "TSTypeReference[typeName.name='AppContext']",
          message: 'A service takes Deps<…> (context.ts): the database or a transaction, and only the parts of the app it needs. Only route files hand over app.ctx.',
        },
        {
          selector:
            'ExportNamedDeclaration > FunctionDeclaration[params.0.typeAnnotation.typeAnnotation.typeName.name=/^(DbOrTx|Db)$/], ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > :matches(ArrowFunctionExpression, FunctionExpression)[params.0.typeAnnotation.typeAnnotation.typeName.name=/^(DbOrTx|Db)$/]',
          message: 'A service takes Deps<…> first (context.ts), not the database: its db is the database or the caller\'s transaction. Callers pass their deps (txDeps in a transaction); only unexported helpers take db.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The classic hook rules. The React Compiler rules of react-hooks 7 (refs,
      // set-state-in-effect, …) are for code the compiler rewrites; this app does not use it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focusing the first field of a dialog or an inline editor the user just opened is what
      // a keyboard user expects; MUI components take autoFocus and pass it to the input.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
