// ESLint: the recommended JavaScript, TypeScript and Svelte rules, type-unaware (fast enough for
// every `npm test`); svelte-check does the type checking.
import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

export default ts.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.vite/',
      'test-results/',
      'static/',
      'bin/build/',
      'test/fixtures/',
      'src/app/i18n/paraglide/',
      '.scratch/',
      '.svelte-check/',
    ],
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A learner's solver template: the event helpers are its globals, and the tool calls its `solve`.
    files: ['src/features/solver/api/templates/*.js'],
    languageOptions: {
      globals: {
        check: 'readonly',
        place: 'readonly',
        backtrack: 'readonly',
        select: 'readonly',
        solution: 'readonly',
        eliminate: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^solve$' }] },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser } },
  },
);
