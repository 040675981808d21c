import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Data flows one way: schema -> renderer core -> renderer kit -> blocks -> renderer react -> routes.
 * Each layer lists the layers it must not reach into; blocks never import each other.
 */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});
const REACT = ['react', 'react-dom', 'react-dom/*', 'react/*'];

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
    },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
  },
  {
    files: ['src/schema/**'],
    rules: forbid([...REACT, '**/renderer/**', '**/blocks/**', '**/routes/**', '**/api/**', '**/state/**', '**/i18n/**'], 'The schema is the bottom layer: zod only.'),
  },
  {
    files: ['src/renderer/core/**'],
    rules: forbid([...REACT, '**/renderer/react/**', '**/renderer/kit/**', '**/blocks/**', '**/routes/**', '**/api/**', '**/state/**'], 'Renderer core is framework-free.'),
  },
  {
    files: ['src/renderer/kit/**'],
    rules: forbid(['**/renderer/react/**', '**/blocks/**', '**/routes/**'], 'The block kit sits below blocks and the React renderer.'),
  },
  {
    files: ['src/blocks/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/renderer/react/**', '**/routes/**'], message: 'Blocks sit below the React renderer and the routes.' },
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Blocks never import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/react/**'],
    rules: forbid(['**/routes/**'], 'The React renderer sits below the routes.'),
  },
  {
    files: ['server/**'],
    rules: forbid(
      [...REACT, '**/src/renderer/react/**', '**/src/renderer/kit/**', '**/src/routes/**', '**/src/blocks/*/*.tsx', '**/src/api/**', '**/src/state/**'],
      'The server imports schema, renderer core and the block registry; React only through the SSR entry.',
    ),
  },
);
