import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-bench',
      'node_modules',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/.lh',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from src/app/hooks.ts.',
            },
            {
              name: 'react-input-mask',
              message: 'Relies on findDOMNode (removed in React 19): use @react-input/mask.',
            },
            {
              name: 'crypto-js',
              message: 'Discontinued; the loyalty auth value is signed by the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // No fetch/axios inside components: the API layer is src/api + features/*/api.ts.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: 'Call the typed API layer (src/api, features/*/api.ts) instead.',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from src/app/hooks.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/local-api/**', '../local-api/*'],
              message: 'The local API is never bundled.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the typed API layer instead.' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/local-api/**'], message: 'The local API is never bundled.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
