/**
 * ESLint flat config (ESLint 9; jiti loads this TypeScript file).
 * `npm run lint:eslint` runs it with --max-warnings 0, so a warning fails the lint too.
 */
import {defineConfig} from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import type {ESLint, Linter} from 'eslint';

/**
 * `@docusaurus/eslint-plugin` is typed against ESLint 8 (@typescript-eslint/utils 5) and a legacy config (plugins named
 * as strings). Its rules use none of the context methods ESLint 9 removed, so they run unchanged under flat config;
 * only the types are adapted here.
 */
const docusaurusPlugin: ESLint.Plugin = {rules: docusaurus.rules as unknown as ESLint.Plugin['rules']};
const docusaurusRecommended = docusaurus.configs.recommended.rules as Linter.RulesRecord;

/** Files that run in Node: site and tool configs, plugins' server side, scripts and tests. */
const nodeFiles = ['*.{ts,mts,cts,js,mjs,cjs}', 'scripts/**', 'tests/**', 'src/plugins/*/*.ts', 'src/data/**/*.ts', 'src/fdc3/**/*.ts'];

export default defineConfig(
  {
    // Generated, installed or written by tools.
    ignores: ['build/', 'build-plain/', 'node_modules/', '.docusaurus/', 'test-results/', 'playwright-report/', '.examples/'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // Dropping fields by destructuring into a rest object (`const {a: _a, ...rest} = x`) is deliberate.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // React components: pages, shared components, swizzled theme components (rendered in the browser and at build time).
    files: ['**/*.tsx'],
    extends: [react.configs.flat.recommended, react.configs.flat['jsx-runtime'], reactHooks.configs.flat.recommended],
    settings: {react: {version: 'detect'}},
  },
  {
    // The site's code: Docusaurus's recommended rules (Link, Heading, translatable strings).
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurusPlugin},
    languageOptions: {
      globals: {...globals.browser},
    },
    rules: {
      ...docusaurusRecommended,
      // mailto: and other absolute URLs stay plain <a>: <Link> would add target="_blank" and nothing else.
      '@docusaurus/no-html-links': ['warn', {ignoreFullyResolved: true}],
    },
  },
  {
    files: nodeFiles,
    languageOptions: {
      globals: {...globals.node},
    },
  },
  {
    // Browser tests: callbacks passed to page.evaluate() run in the page.
    files: ['tests/e2e/**'],
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
    },
  },
);
