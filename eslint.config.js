import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = fileURLToPath(new URL('./src', import.meta.url));
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const tests = ['**/*.test.ts', '**/*.test.tsx'];
/** Where HTTP lives: the axios instance and base query, and each feature's endpoints. */
const apiLayer = ['src/api/**/*.ts', 'src/features/*/api.ts'];
/** The one place that imports axios: the instance, its interceptors, the base query and their tests. */
const httpLayer = ['src/api/**/*.ts'];

// Flat config: a later block's options for a rule replace the earlier block's, they never merge.
// So every block below spreads the whole list it needs from these shared pieces.
const banned = {
  reduxHooks: {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use the typed hooks from src/app/hooks.ts.',
  },
  inputMask: {
    name: 'react-input-mask',
    message: 'Relies on findDOMNode (removed in React 19): use @react-input/mask.',
  },
  cryptoJs: {
    name: 'crypto-js',
    message: 'Discontinued; the loyalty auth value is signed by the server.',
  },
  axios: {
    name: 'axios',
    message:
      'HTTP goes through the one axios instance (src/api/http.ts, which adds the token and the visitor IP): an endpoint or plainCall.',
  },
  localApi: {
    group: ['**/local-api', '**/local-api/**'],
    message: 'The local API is never bundled.',
  },
  sanitizer: {
    regex: '(^|/)sanitize-html(\\.ts)?$|^(isomorphic-)?dompurify$',
    allowTypeImports: true,
    message:
      'DOMPurify loads on demand (decision 030): render API HTML with <SafeHtml>, or clean it through src/lib/clean-html.ts.',
  },
  appValues: {
    regex: '(^@|/)app/store(\\.ts)?$',
    allowTypeImports: true,
    message: 'A feature imports only types from the app store (`import type`).',
  },
};
const everywhere = [banned.reduxHooks, banned.inputMask, banned.cryptoJs, banned.axios];
const everywhereButAxios = everywhere.filter((ban) => ban !== banned.axios);

/** The options of @typescript-eslint/no-restricted-imports for one block: `everywhere` plus its own. */
const restrictedImports = ({ base = everywhere, paths = [], patterns = [] } = {}) => [
  'error',
  { paths: [...base, ...paths], patterns },
];

// Layer zones, by resolved file path (so '@/…' and relative imports count the same).
const featureIndex = `${src}/features/*/index.ts`;
const layerZones = [
  ...[
    { from: './src/features' },
    // useHydrated knows only React and React Router: the one piece of the app any layer may read.
    { from: './src/app', except: ['./start-up/use-hydrated.ts'] },
  ].map((zone) => ({
    target: ['components', 'hooks', 'lib', 'api', 'config', 'types'].map((dir) => `./src/${dir}`),
    ...zone,
    message:
      'Shared layers never import a feature or the app (but useHydrated): take data and callbacks as props, or move the piece into a feature.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features/*/**',
    except: [`${src}/features/${feature}/**`, featureIndex],
    message: `Import another feature through its index ('@/features/<name>'), never its files.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    except: [
      './hooks.ts',
      './store.ts',
      './start-up/route-loaders.ts',
      './start-up/use-hydrated.ts',
    ],
    message:
      'A feature imports from the app only the typed hooks (src/app/hooks.ts), store types, the route loaders and useHydrated (src/app/start-up/).',
  },
  {
    target: './src/app',
    from: './src/features/*/**',
    except: [featureIndex],
    message: `The app imports a feature through its index ('@/features/<name>'); the route table (src/app/routes.ts) names the pages' route modules.`,
  },
];

const rawHtmlMessage =
  'Show HTML through <SafeHtml> (src/components/ui/safe-html.tsx): it sanitizes with DOMPurify.';
/** Raw HTML into the page: allowed only in SafeHtml. */
const rawHtml = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  "Property[key.name='dangerouslySetInnerHTML']",
  'MemberExpression[property.name=/^(inner|outer)HTML$/]',
  "CallExpression[callee.property.name='insertAdjacentHTML']",
].map((selector) => ({ selector, message: rawHtmlMessage }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      '.react-router',
      'dist-e2e',
      'dist-bench',
      'dist-bench-noscript',
      'node_modules',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/.lh',
      // Planted violations, linted by tests/lint/lint-rules.test.ts.
      'tests/lint-fixtures',
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
      '@typescript-eslint/no-restricted-imports': restrictedImports(),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.{ts,tsx}'],
    ignores: tests,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        patterns: [banned.localApi, banned.sanitizer],
      }),
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message:
            'Call the typed API layer (features/*/api.ts): it goes through the axios instance in src/api/http.ts.',
        })),
      ],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...rawHtml],
    },
  },
  {
    // The one component that writes HTML into the page, after DOMPurify (decision 009).
    files: ['src/components/ui/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        patterns: [banned.localApi, banned.sanitizer, banned.appValues],
      }),
    },
  },
  {
    files: apiLayer,
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        patterns: [banned.localApi, banned.sanitizer, banned.appValues],
      }),
    },
  },
  {
    files: httpLayer,
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        base: everywhereButAxios,
        patterns: [banned.localApi, banned.sanitizer, banned.appValues],
      }),
    },
  },
  {
    // The DOMPurify wrapper, which src/lib/clean-html.ts imports on demand.
    files: ['src/lib/sanitize-html.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        patterns: [banned.localApi],
      }),
    },
  },
  {
    files: httpLayer.map((glob) => glob.replace(/\.ts$/, '.test.ts')),
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({ base: everywhereButAxios }),
    },
  },
  {
    // The one place that wraps the raw hooks.
    files: ['src/app/hooks.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports({
        base: [banned.inputMask, banned.cryptoJs, banned.axios],
        patterns: [banned.localApi],
      }),
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
