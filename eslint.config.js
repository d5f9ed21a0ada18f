// Lint rules of the house: TypeScript-aware, React hooks, accessibility of JSX. Formatting is
// Prettier's (npm run format); lint does not argue about it.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.test-reports/**', 'data/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Production code says what its types are; tests may reach into the window or a library's internals.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'No `as unknown as`: let the types say it, or validate at the boundary.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from client/components/Link.tsx (docs/decisions/012-cheaper-render.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The hooks rules beyond rules-of-hooks and exhaustive-deps run the React Compiler on each file
    // (a Babel parse and transform, shared by all of them): about two-thirds of a cold lint. They
    // catch real faults (impure render, refs read in render, state set in effects), so they stay;
    // `npm run lint` keeps ESLint's cache, which spares unchanged files the cost.
    files: ['client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    // Node scripts; their page.evaluate callbacks run in the browser.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
