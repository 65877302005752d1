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

/**
 * Files that run in Node: site and tool configs, plugins' build-time code (the files at a plugin folder's root), site
 * data, the model, scripts and tests. tsconfig.json type-checks them with Node's types. A plugin's `client/` and
 * `theme/` folders are browser code (`browserFiles`).
 */
export const nodeFiles = ['*.{ts,mts,cts,js,mjs,cjs}', 'scripts/**', 'tests/**', 'src/plugins/**', 'src/data/**/*.ts', 'src/fdc3/**/*.ts'];

/**
 * Folders whose code runs in the browser (and in the static render), a plugin's `client/` and `theme/` parts included.
 * tsconfig.client.json type-checks them without Node's types.
 */
export const browserFiles = [
  'src/components/**',
  'src/theme/**',
  'src/pages/**',
  'src/toolbox/**',
  'src/utils/**',
  'src/plugins/*/client/**',
  'src/plugins/*/theme/**',
];

/** Node code that drives a browser: callbacks passed to page.evaluate() run in the page. */
const pageDrivingFiles = ['tests/e2e/**', 'scripts/bench.ts'];

/** Node's own globals, which browser code must not use (the bundler defines only `process.env.NODE_ENV`). */
const nodeOnlyGlobals = ['Buffer', '__dirname', '__filename', 'require', 'module', 'exports', 'global', 'setImmediate', 'clearImmediate'];

/** The page's globals, which build-time code must not use (it runs in Node, where they do not exist). */
const browserOnlyGlobals = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage'];

/** `process` in browser code: only `process.env.NODE_ENV`, which the bundler replaces with a string. */
const browserProcessUse = [
  {
    selector: "Identifier[name='process']:not(MemberExpression[property.name='env'] > Identifier.object)",
    message: 'Browser code has no `process`: the bundler defines only process.env.NODE_ENV.',
  },
  {
    selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name!='NODE_ENV']",
    message: 'Browser code has no `process`: the bundler defines only process.env.NODE_ENV.',
  },
];

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
    {regex: '^@(theme|generated)/', message: 'src/fdc3 (the FDC3 model) does not depend on Docusaurus.'},
    // Why one exception: the content checks slug headings with @docusaurus/utils' createSlugger, the slugger
    // that gives the built pages' heading ids, so an anchor the checks accept is one the page has.
    {regex: '^@docusaurus/(?!utils$)', message: 'src/fdc3 (the FDC3 model) does not depend on Docusaurus (only on @docusaurus/utils).'},
  ],
  browser: [
    {regex: '^(node:|fs$|path$|os$|child_process$|http$|zlib$)', message: 'Browser code cannot use Node built-ins.'},
    {
      // A type import counts too: it brings the module into the client program (tsconfig.client.json), Node imports and all.
      regex: '(^|/)fdc3/(?!routes$|fdc3-1\\.0$|(.+/)?[^/]+\\.types$)',
      message:
        "Browser code takes from the model (src/fdc3 reads files in Node) only its pure modules: the types (*.types.ts), the route rule (routes.ts) and 1.0's declarations (fdc3-1.0).",
    },
    {
      regex: '(^|/)plugins/[^/]+(/(?!client/|theme/)[^/]+)?$',
      message:
        "Browser code does not import a plugin's build-time (Node) code: what a page needs goes in the plugin's client/ or theme/ folder.",
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
    rules: {
      ...docusaurusRecommended,
      // mailto: and other absolute URLs stay plain <a>: <Link> would add target="_blank" and nothing else.
      '@docusaurus/no-html-links': ['warn', {ignoreFullyResolved: true}],
    },
  },
  {
    // Globals per folder: the page's in browser code, Node's in build-time code, and each kept out of the other.
    files: browserFiles,
    languageOptions: {
      globals: {...globals.browser},
    },
    rules: {
      'no-restricted-globals': ['error', ...nodeOnlyGlobals.map((name) => ({name, message: 'Browser code has no Node globals.'}))],
      'no-restricted-syntax': ['error', ...browserProcessUse],
    },
  },
  {
    files: nodeFiles,
    ignores: [...pageDrivingFiles, ...browserFiles],
    languageOptions: {
      globals: {...globals.node},
    },
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({name, message: 'Build-time code runs in Node, which has no page globals.'})),
      ],
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
    // Code that runs in the browser takes no Node built-in, nothing of a plugin's build-time code and, of the model (which reads files), only its pure modules.
    files: browserFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {patterns: [...layerRules.site, ...layerRules.browser]}],
    },
  },
  {
    // Browser tests and the benchmark: callbacks passed to page.evaluate() run in the page.
    files: pageDrivingFiles,
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
    },
  },
);
