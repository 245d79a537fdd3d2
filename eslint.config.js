import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
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
    // Who may do what is decided in packages/domain/src/access only: elsewhere ask the ability
    // (requireAccess/mayAccess on the server, useAbility/<Can> on the web), never a role's name.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'packages/domain/src/access/**',
      'apps/server/src/seed/**',
      '**/i18n/**',
      '**/*.generated.ts',
      '**/test/**',
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'bench/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateElement'].map((node) => ({
          // ROLE_UNKNOWN and ROLE_NOT_ALLOWED are users-import problem codes, not roles.
          selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/^ROLE_(?!UNKNOWN$|NOT_ALLOWED$)/]`,
          message:
            'No role names outside packages/domain/src/access: ask the ability (requireAccess/mayAccess, useAbility) — add a subject or action there if none fits.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'notistack',
              message:
                'Toasts go through components/notifications.tsx, which loads notistack with the first toast.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Smaller rooms: a production source file holds one job, at most 400 lines (blank lines and
    // comments counted, as `wc -l` counts them). Catalogues, migrations, generated files and
    // tests aside.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/i18n/**',
      '**/catalogues/**',
      '**/migrations/**',
      '**/*.generated.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The error registry (655 lines) is a table, like the catalogues: one entry per code with its
    // status, catalogue key and English message, nothing to split by job.
    files: ['packages/domain/src/errors.ts'],
    rules: { 'max-lines': 'off' },
  },
);
