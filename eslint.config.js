// ESLint flat config: typescript-eslint, React hooks, and the architecture (docs/ARCHITECTURE.md, "Layers and arrows").
// `npm run lint` runs it with --max-warnings 0, as a stage of `npm test`.
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Each file belongs to the first element whose pattern matches it.
const elements = [
  { type: 'domain', pattern: 'domain/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  { type: 'generated', pattern: 'generated/**', partialMatch: false },
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'machine-model', pattern: 'tools/machine-model/**', partialMatch: false },
  { type: 'tools', pattern: 'tools/**', partialMatch: false },
  { type: 'scripts', pattern: 'scripts/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
  // bench:lcp's bare React page: a yardstick that imports only React.
  { type: 'bench', pattern: 'bench/**', partialMatch: false },
  { type: 'router', pattern: 'src/router/**', partialMatch: false },
  { type: 'routes', pattern: 'src/routes/**', partialMatch: false },
  { type: 'shell', pattern: 'src/shell/**', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*/**', partialMatch: false, capture: ['name'] },
  { type: 'app-shared', pattern: 'src/*/**', partialMatch: false },
  // main.tsx and routeTree.gen.ts: the SPA's top, which assembles the router from the route tree.
  { type: 'app-entry', pattern: 'src', partialMatch: false },
]

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })
const CORE = ['domain', 'machines', 'generated']

// The one-way arrows. Anything not allowed here is refused (default: disallow).
const SPA = ['app-entry', 'routes', 'router', 'shell', 'feature', 'app-shared']
const policies = [
  { from: { element: { type: 'domain' } }, allow: to('domain') },
  { from: { element: { type: 'generated' } }, allow: to('generated') },
  { from: { element: { type: 'machines' } }, allow: to('machines', 'domain') },
  { from: { element: { type: 'server' } }, allow: to('server', 'domain', 'generated') },
  // Machine tooling imports only pure layers, so that the machine viewer may import it (the one product → tools arrow).
  { from: { element: { type: 'machine-model' } }, allow: to('machine-model', 'machines', 'domain') },
  { from: { element: { type: 'tools' } }, allow: to('tools', 'machine-model', 'scripts', 'server', ...SPA, ...CORE) },
  { from: { element: { type: 'scripts' } }, allow: to('scripts', 'tools', 'machine-model', 'server', ...SPA, ...CORE) },
  { from: { element: { type: 'bench' } }, allow: to('bench') },
  { from: { element: { type: 'tests' } }, allow: to('tests', 'tools', 'machine-model', 'scripts', 'server', ...SPA, ...CORE) },
  // The SPA, top to bottom: entry/route tree → routes → features → shell → router helpers → shared → core.
  { from: { element: { type: 'app-entry' } }, allow: to(...SPA, ...CORE) },
  { from: { element: { type: 'routes' } }, allow: to('routes', 'feature', 'shell', 'router', 'app-shared', ...CORE) },
  // A feature imports its own folder, never another feature.
  {
    from: { element: { type: 'feature' } },
    allow: [
      to('shell', 'router', 'app-shared', ...CORE),
      { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
    ],
  },
  { from: { element: { type: 'feature', captured: { name: 'machine-viewer' } } }, allow: to('machine-model') },
  { from: { element: { type: 'shell' } }, allow: to('shell', 'router', 'app-shared', ...CORE) },
  { from: { element: { type: 'router' } }, allow: to('router', 'app-shared', ...CORE) },
  { from: { element: { type: 'app-shared' } }, allow: to('app-shared', ...CORE) },
]

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'reports/**', 'coverage/**', 'test-results/**', '.tmp/**', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['**/*.{ts,tsx,js,mjs}'],
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Tests probe untyped JSON answers.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Root config files (vite, vitest, drizzle, this one) belong to no layer.
  { files: ['*.{ts,js,mjs}'], rules: { 'boundaries/no-unknown-files': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Chakra's `loading` disables the button, and the focus of the keyboard user who pressed it falls to the body.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(Button|IconButton)$/] > JSXAttribute[name.name='loading']",
          message: 'A busy button keeps the focus: use BusyButton (src/components/busy-button.tsx) with loading or busy.',
        },
        {
          selector: "JSXAttribute[name.name='role'] > Literal[value=/^(tab|tablist|tabpanel)$/]",
          message: "Tabs need arrow keys, one Tab stop and a named panel: use PanelTabs (src/components/panel-tabs.tsx) or Chakra's Tabs.",
        },
      ],
    },
  },
)
