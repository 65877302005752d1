/**
 * Every change the site makes to Docusaurus outside the theme's swizzles, as data: what each
 * one changes, in which installed files, and what the build must contain for it to have
 * worked. README.md beside this file says why each exists and how safe it is.
 *
 * - `sha256` is the hash of the file as its package ships it, at the version pinned in
 *   package.json (every `@docusaurus/*` package is pinned to one exact version).
 *   tests/unit/docusaurus-patches.test.ts hashes the installed files and fails when one
 *   differs: the original changed, so our side of the patch must be re-checked against it.
 * - `bundled` and `notBundled` are checked in the client bundle by the build (./check.ts):
 *   a patch whose module is not in the bundle matched nothing, and the build fails.
 */

/** How the patch reaches the site. */
export type PatchKind =
  /** A diff in `patches/`, applied to the installed package by `patch-package` on every install. */
  | 'patch-package'
  /** The bundler resolves a Docusaurus module to a module of ours. */
  | 'alias'
  /** A client module of ours that changes what a Docusaurus module sets up at run time. */
  | 'client module';

/** A file of an installed package, named as an import would name it: `@docusaurus/core/lib/client/docusaurus.js`. */
export type PackageFile = `${string}/${string}`;

export interface OriginalFile {
  file: PackageFile;
  /** SHA-256 (hex) of the file as the package ships it. */
  sha256: string;
  /** Only for `patch-package`: SHA-256 of the file once our patch is applied. */
  patchedSha256?: string;
}

export interface DocusaurusPatch {
  /** A short name for messages and the ledger. */
  name: string;
  kind: PatchKind;
  /** The plugin that applies it (`src/plugins/<plugin>`). */
  plugin: 'docusaurus-patches' | 'code-highlighting';
  /** Our side of it, from the repository root: the module copy, the alias's target, or the patch file. */
  ours: string;
  /** The Docusaurus (or theme dependency) files it changes or depends on. */
  originals: OriginalFile[];
  /** Files the client bundle must contain (repository paths, or package files), or the patch matched nothing. */
  bundled: string[];
  /** Files the client bundle must not contain: an alias that replaces a module whole leaves no trace of it. */
  notBundled?: PackageFile[];
}

export const patches: DocusaurusPatch[] = [
  {
    name: 'browser context in a transition',
    kind: 'patch-package',
    plugin: 'docusaurus-patches',
    ours: 'patches/@docusaurus+core+3.10.2.patch',
    originals: [
      {
        file: '@docusaurus/core/lib/client/browserContext.js',
        sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
        patchedSha256: 'bce3c18bc4dc81c9ebb95c867996111cc7a6f42a41331ee456b3e5c622e918eb',
      },
    ],
    bundled: ['@docusaurus/core/lib/client/browserContext.js'],
  },
  {
    name: 'first window size in a transition',
    kind: 'patch-package',
    plugin: 'docusaurus-patches',
    ours: 'patches/@docusaurus+theme-common+3.10.2.patch',
    originals: [
      {
        file: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
        sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
        patchedSha256: '78548b52ca668b502a6ca9c74fa651718f0ed1523f04cca7b1d017949955f117',
      },
    ],
    bundled: ['@docusaurus/theme-common/lib/hooks/useWindowSize.js'],
  },
  {
    name: 'useShallowMemoObject without localeCompare',
    kind: 'patch-package',
    plugin: 'docusaurus-patches',
    ours: 'patches/@docusaurus+theme-common+3.10.2.patch',
    originals: [
      {
        file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
        sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
        patchedSha256: 'e0014c88978d516934adec7f6d73f894347facff7ca4ebd080210037415f8aa7',
      },
    ],
    bundled: ['@docusaurus/theme-common/lib/utils/reactUtils.js'],
  },
  {
    name: 'utils-common without tslib',
    kind: 'patch-package',
    plugin: 'docusaurus-patches',
    ours: 'patches/@docusaurus+utils-common+3.10.2.patch',
    // Its index required all of tslib (4 KB gzip in the main bundle, every helper kept: a CommonJS require is
    // not tree-shaken) for one `__importDefault` of a module of its own that is already an ES module.
    originals: [
      {
        file: '@docusaurus/utils-common/lib/index.js',
        sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
        patchedSha256: 'f46f27c78a465644762f3802d1e04502ad6e1c61d13b997548a71a329ebe2419',
      },
    ],
    bundled: ['@docusaurus/utils-common/lib/index.js'],
    notBundled: ['tslib/tslib.es6.mjs', 'tslib/tslib.js'],
  },
  {
    name: 'lazy ComponentCreator',
    kind: 'alias',
    plugin: 'docusaurus-patches',
    ours: 'src/plugins/docusaurus-patches/client/ComponentCreator.tsx',
    // Ours wraps the original (it is still bundled) and is called by the generated route table.
    originals: [
      {
        file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
        sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
      },
    ],
    bundled: ['src/plugins/docusaurus-patches/client/ComponentCreator.tsx', '@docusaurus/core/lib/client/exports/ComponentCreator.js'],
  },
  {
    name: 'prefetch on intent',
    kind: 'client module',
    plugin: 'docusaurus-patches',
    ours: 'src/plugins/docusaurus-patches/client/prefetchOnIntent.ts',
    // docusaurus.js makes the frozen `window.docusaurus` that ours replaces; Link.js calls its `prefetch`.
    originals: [
      {file: '@docusaurus/core/lib/client/docusaurus.js', sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202'},
      {file: '@docusaurus/core/lib/client/exports/Link.js', sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277'},
    ],
    bundled: [
      'src/plugins/docusaurus-patches/client/prefetchOnIntent.ts',
      '@docusaurus/core/lib/client/docusaurus.js',
      '@docusaurus/core/lib/client/exports/Link.js',
    ],
  },
  {
    name: 'no Prism in the main bundle',
    kind: 'alias',
    plugin: 'code-highlighting',
    ours: 'src/plugins/code-highlighting/client/empty-client-module.js',
    originals: [
      {
        file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
        sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
      },
    ],
    bundled: ['src/plugins/code-highlighting/client/empty-client-module.js'],
    notBundled: ['@docusaurus/theme-classic/lib/prism-include-languages.js'],
  },
  {
    name: 'lean prism-react-renderer',
    kind: 'alias',
    plugin: 'code-highlighting',
    ours: 'src/plugins/code-highlighting/client/prism-react-renderer.tsx',
    // The module bundlers take from the package ("module"); the theme's code blocks import its Highlight.
    originals: [{file: 'prism-react-renderer/dist/index.mjs', sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202'}],
    bundled: ['src/plugins/code-highlighting/client/prism-react-renderer.tsx'],
    notBundled: ['prism-react-renderer/dist/index.mjs', 'prism-react-renderer/dist/index.js'],
  },
];
