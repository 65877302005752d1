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

/** Folders whose code runs in the browser (and in the static render). */
export const browserFiles = ['src/components/**', 'src/theme/**', 'src/pages/**', 'src/toolbox/**', 'src/clientModules/**'];

type ImportPattern = {regex: string; message: string; allowTypeImports?: boolean};

/** The import rules of the layers, as `no-restricted-imports` patterns (tests/unit/layers.test.ts proves each one bites). */
export const layerRules: Record<'site' | 'model' | 'browser', ImportPattern[]> = {
  site: [
    {
      regex: '^(\\.\\./)+(scripts|tests)(/|$)',
      message: 'src/ never imports scripts/ or tests/: move what both need into src/ (the model is src/fdc3).',
    },
    {
      regex: '^@site/(scripts|tests)(/|$)',
      message: 'src/ never imports scripts/ or tests/: move what both need into src/ (the model is src/fdc3).',
    },
  ],
  model: [
    {
      regex: '^(\\.\\./)+(data|plugins|toolbox|components|theme|pages|utils|clientModules|css)(/|$)',
      message: 'src/fdc3 (the FDC3 model) imports nothing from the rest of the site; let the site import the model instead.',
    },
    {regex: '^@site/(?!src/fdc3/)', message: 'src/fdc3 (the FDC3 model) imports nothing from the rest of the site.'},
    {regex: '^@(theme|docusaurus|generated)/', message: 'src/fdc3 (the FDC3 model) does not depend on Docusaurus.'},
  ],
  browser: [
    {regex: '^(node:|fs$|path$|os$|child_process$|http$|zlib$)', message: 'Browser code cannot use Node built-ins.'},
    {
      regex: '(^|/)fdc3/(?!routes$)',
      allowTypeImports: true,
      message: 'Browser code takes only types from the model (src/fdc3 reads files in Node), and the pure route rule src/fdc3/routes.',
    },
  ],
};

export default defineConfig(
  {
    // Generated, installed or written by tools.
    ignores: ['build/', 'node_modules/', '.docusaurus/', 'test-results/', 'playwright-report/', '.examples/'],
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
    // Layers (ARCHITECTURE in README, STYLE.md): the site's code never imports the scripts or the tests.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {patterns: [...layerRules.site]}],
    },
  },
  {
    // The FDC3 model imports nothing from the site's other folders: plugins, pages, the toolbox and data use it, not the reverse.
    files: ['src/fdc3/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {patterns: [...layerRules.site, ...layerRules.model]}],
    },
  },
  {
    // Code that runs in the browser takes no Node built-in and, of the model (which reads files), only types and the pure route rule.
    files: browserFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {patterns: [...layerRules.site, ...layerRules.browser]}],
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
