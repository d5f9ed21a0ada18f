// Lint rules of the house: TypeScript-aware, React hooks, accessibility of JSX. Formatting is
// Prettier's (npm run format); lint does not argue about it.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// client/'s layers, top to bottom: a folder imports only the ones ranked below it, so no folder imports one
// that imports it back; app/ and the entries stand above them all (README, "How it is put together").
const clientLayers = [
  ['pages', 8],
  ['layouts', 7],
  ['feature', 6],
  ['forms', 5],
  ['notifications', 5],
  ['components', 4],
  ['seo', 3],
  ['data', 2],
  ['navigation', 1],
  ['analytics', 1],
];
const clientLayerOrder = 'app > pages > layouts > features > forms, notifications > components > seo > data > navigation, analytics';

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
    // Which folder may import which (README, "How it is put together"). The first element a file matches
    // is its kind. Imports resolve through tsconfig's paths, so `#server/…` and `../../server/…` are the
    // same import to these rules.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared', partialMatch: false },
        { type: 'feature', pattern: 'client/features/*', partialMatch: false, capture: ['feature'] },
        ...clientLayers.filter(([type]) => type !== 'feature').map(([type]) => ({ type, pattern: `client/${type}`, partialMatch: false })),
        // The rest of client/: the composition root (app/, the two entries), above every layer.
        { type: 'client', pattern: 'client', partialMatch: false },
        { type: 'embedded', pattern: 'server/embedded', partialMatch: false },
        // What the BFF and the embedded API's own port both apply: attempt limits, the loopback rule,
        // reading settings from the environment. Nothing of either app.
        { type: 'server-common', pattern: 'server/{access,environment}', partialMatch: false },
        { type: 'bff', pattern: 'server', partialMatch: false },
      ],
      // The processes' entries: the only BFF files that start the embedded API (in process, or beside the dev server).
      // A re-export or a lazy import() crosses a boundary as much as an import does.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/files': [{ category: 'process-entry', pattern: 'server/{main,dev-app}.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: { anyOf: ['shared'] } } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['client', ...clientLayers.map(([type]) => type), 'embedded', 'server-common', 'bff'] } },
                },
              },
              message: 'shared/ is used by the browser and both servers: it imports nothing from client/ or server/.',
            },
            {
              from: { element: { types: { anyOf: ['client', ...clientLayers.map(([type]) => type)] } } },
              disallow: { to: { element: { types: { anyOf: ['embedded', 'server-common', 'bff'] } } } },
              message: 'client/ runs in the browser: it imports nothing from server/ (share it through shared/).',
            },
            {
              from: { element: { types: { anyOf: ['feature'] } } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{from.element.captured.feature}}' } } } },
              message: 'A feature folder imports shared layers (client/components, client/data…), never another feature.',
            },
            ...clientLayers.map(([type, rank]) => ({
              from: { element: { type } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['client', ...clientLayers.filter(([t, r]) => t !== type && r >= rank).map(([t]) => t)] } },
                },
              },
              message: `client/ is in layers and a folder imports only the layers below it (${clientLayerOrder}).`,
            })),
            {
              from: { element: { types: { anyOf: ['embedded'] } } },
              disallow: { to: { element: { types: { anyOf: ['bff'] } } } },
              message: 'The embedded API does not import the BFF: what both need lives in shared/, server/access/ or server/environment/.',
            },
            {
              from: { element: { type: 'bff' } },
              disallow: { to: { element: { types: { anyOf: ['embedded'] } } } },
              message: 'The BFF reaches the embedded API over HTTP; only the process entries (server/main.ts, server/dev-app.ts) start it.',
            },
            {
              // A later policy wins over an earlier one.
              from: { file: { categories: 'process-entry' } },
              allow: { to: { element: { type: 'embedded' } } },
            },
            {
              from: { element: { types: { anyOf: ['server-common'] } } },
              disallow: { to: { element: { types: { anyOf: ['embedded', 'bff'] } } } },
              message: 'server/access/ and server/environment/ serve both apps: they import neither.',
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
