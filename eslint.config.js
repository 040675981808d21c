import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { shopZones, testZones, TEST_FILES } from './lint-zones.js';

/*
 * Where code may import from is decided by the zones in lint-zones.js (import-x/no-restricted-paths).
 * Packages are no folder, so the layers that must stay free of React say so here.
 */
// Vite reads `/src/...` from the project root; such a path (or a bare `src/...`) would slip past the zones.
const FROM_ROOT = { regex: '^/|^(src|server)/', message: 'Import by a relative path, so that the lint zones see where the import goes.' };
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [FROM_ROOT, ...patterns] }] });
const noReact = (message) => restrictImports({ regex: '^react(-dom)?(/.*)?$', message });
const zonesRule = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] });

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'src/route-tree.gen.ts', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrictImports(),
    },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
  },
  { files: ['src/schema/**'], rules: noReact('The schema is the bottom layer: zod only.') },
  { files: ['src/renderer/core/**'], rules: noReact('Renderer core is framework-free.') },
  { files: ['server/**'], rules: noReact('The server reaches React only through the SSR entry, which it loads by path.') },
  { files: ['src/**', 'server/**', '.storybook/**'], ignores: TEST_FILES, rules: zonesRule(shopZones()) },
  { files: TEST_FILES, rules: zonesRule(testZones()) },
);
