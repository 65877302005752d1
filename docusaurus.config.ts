import fs from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  appDirectoryUrl,
  copyrightYear,
  finosMembershipUrl,
  finosUrl,
  repoUrl,
  trainingUrl,
  unreleasedDropdownLabel,
  unreleasedVersionName,
} from './src/data/site';
import {redirectRoutes} from './src/data/redirects';
import e2eFixturesPlugin from './src/plugins/e2e-fixtures';
import apiEvolutionPlugin from './src/plugins/api-evolution';
import buildOutputPlugin, {type BuildOutputOptions} from './src/plugins/build-output';
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import toolboxPlugin from './src/plugins/toolbox';
import contextValidatorPlugin from './src/plugins/context-validator';
import docusaurusPatchesPlugin from './src/plugins/docusaurus-patches';
import compileHintsPlugin from './src/plugins/compile-hints';
import docsLayoutChunkPlugin from './src/plugins/docs-layout-chunk';
import schemasPlugin, {servedFilesDir} from './src/plugins/schemas';
import appDirectoryReferencePlugin from './src/plugins/app-directory-reference';
import {remarkGlossaryTerms} from './src/plugins/glossary-terms/remark';
import {remarkMemberMarks} from './src/plugins/member-marks/marks';
import {rehypeCodeBreaks} from './src/plugins/code-breaks';
import {rehypeStaticContent} from './src/plugins/static-content';
import readerPathsPlugin from './src/plugins/reader-paths';
import {remarkToolboxLinks} from './src/plugins/toolbox-links/remark';
import {remarkConformancePages, remarkTestedBy} from './src/plugins/conformance/remark';
import mermaidDiagramsPlugin, {remarkMermaidDiagrams} from './src/plugins/mermaid-diagrams';
import deferredLayoutPlugin from './src/plugins/deferred-layout';
import postcssOptionsPlugin from './src/plugins/postcss-options';
import {draftAnnouncement} from './src/fdc3/normative-text';

/** A Prism theme with no colours: tokens keep only their classes (`token keyword`). */
const classOnlyPrismTheme: PrismTheme = {plain: {}, styles: []};

/** Released versions, newest first, as `docusaurus docs:version` records them. */
/**
 * Marks plugin or preset options that only the build reads. Docusaurus writes the whole site config
 * into every page's main bundle with JSON.stringify; these options then serialise as null, which
 * keeps the redirect list and the preset's options (about 1 KB gzip) out of each first load.
 */
function buildTimeOnly<T extends object>(options: T): T {
  return Object.defineProperty(options, 'toJSON', {value: () => null, enumerable: false});
}

const releasedVersions: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, 'versions.json'), 'utf8'));

/**
 * The site configuration for an environment (see README: SITE_URL, BASE_URL,
 * GA_TRACKING_ID, CI). Docusaurus calls it with no argument; tests pass their own.
 */
export default function createConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const siteUrl = env.SITE_URL || 'https://fdc3.finos.org';
  const baseUrl = env.BASE_URL || '/';
  /** Google Analytics 4 measurement id; analytics are off when unset. */
  const gaTrackingId = env.GA_TRACKING_ID?.trim() || undefined;
  /** CI and `npm run build:strict` fail on broken links; local builds only warn. */
  const strictLinks = Boolean(env.CI) || env.STRICT_LINKS === 'true';
  /** Adds the routes the browser tests use to provoke failures (never set for deploys). */
  const withE2eFixtures = env.E2E_FIXTURES === 'true';
  const [latestVersion] = releasedVersions;
  /**
   * `npm start` (DOCS_VERSIONS=dev) serves only the draft and the latest release, as docusaurus.io's own start does;
   * `npm run start:all`, builds, tests and deploys have every version. NODE_ENV is 'production' in `docusaurus build`,
   * so a stray DOCS_VERSIONS cannot shrink a deployed site.
   */
  const devVersionsOnly = env.DOCS_VERSIONS === 'dev' && env.NODE_ENV === 'development';
  /** The versions built: all (released newest first, then the draft), or in dev only the draft and the latest release. */
  const includedVersions = devVersionsOnly ? [unreleasedVersionName, latestVersion] : [...releasedVersions, unreleasedVersionName];

  const docsOptions = {
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: './sidebars.ts',
    lastVersion: latestVersion,
    includeCurrentVersion: true,
    ...(devVersionsOnly ? {onlyIncludeVersions: includedVersions} : {}),
    versions: {
      current: {label: 'Next', path: 'next', banner: 'unreleased'},
      ...Object.fromEntries(releasedVersions.map((name) => [name, {label: name, path: name === latestVersion ? '' : name}])),
    },
    breadcrumbs: true,
    // "New in 1.2" / "Changed in 2.0" marks on the API and context reference pages, from the API evolution data;
    // ```mermaid blocks drawn as SVG at build time, one per colour theme; on each context type's page, a link that checks
    // a context of the type in the toolbox (src/plugins/toolbox-links); "tested by" lines below the rules the conformance
    // cases test; the first use of each glossary term linked to its entry, with the entry's first sentence as its tooltip.
    remarkPlugins: [remarkMemberMarks, remarkMermaidDiagrams, remarkToolboxLinks, remarkTestedBy, remarkGlossaryTerms],
    // The conformance pages' cases and coverage tables, from src/fdc3/conformance (before the default steps, which
    // give their headings anchors and a table of contents).
    beforeDefaultRemarkPlugins: [remarkConformancePages],
    // Long inline code wraps at its dots, brackets and camelCase humps (<wbr>), so reference tables fit; each top-level
    // paragraph, list and table hydrates as one node (src/plugins/static-content).
    rehypePlugins: [rehypeCodeBreaks, rehypeStaticContent],
    showLastUpdateAuthor: true,
    showLastUpdateTime: true,
    editUrl: ({versionDocsDirPath, docPath}) => `${repoUrl}/edit/main/${versionDocsDirPath}/${docPath}`,
  } satisfies Preset.Options['docs'];

  return {
    title: 'FDC3',
    tagline: 'Open standards for the financial desktop',
    favicon: 'img/favicon.svg',
    url: siteUrl,
    baseUrl,
    organizationName: 'finos',
    projectName: 'FDC3',
    trailingSlash: undefined,
    noIndex: false,

    onBrokenLinks: strictLinks ? 'throw' : 'warn',
    onBrokenAnchors: strictLinks ? 'throw' : 'warn',
    onDuplicateRoutes: 'warn',
    markdown: {
      hooks: {onBrokenMarkdownLinks: strictLinks ? 'throw' : 'warn'},
    },

    // Docusaurus Faster, less two of its parts (decision record 0020): the SSG worker threads, which each load the
    // server bundle again and cost 4 s of CPU time for no gain in time on two cores, and Rspack's persistent cache,
    // which a cold build writes for 300 MB of peak memory; it is kept where a build is run again and again on one
    // machine (`npm start`, `npm run build:e2e`: BUILD_CACHE=true).
    future: {
      v4: true,
      faster: {
        swcJsLoader: true,
        swcJsMinimizer: true,
        swcHtmlMinimizer: true,
        lightningCssMinimizer: true,
        mdxCrossCompilerCache: true,
        rspackBundler: true,
        rspackPersistentCache: env.BUILD_CACHE === 'true',
        ssgWorkerThreads: false,
      },
    },

    // `static/` and the standard's files the schemas plugin writes before the bundler copies static files.
    staticDirectories: ['static', servedFilesDir],

    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
    },

    presets: [
      [
        'classic',
        buildTimeOnly({
          docs: docsOptions,
          blog: {
            showReadingTime: true,
            blogDescription:
              'News from the FDC3 project: what each release of the standard changes, what the next one will bring, and introductions for newcomers.',
            blogSidebarTitle: 'Recent posts',
            blogSidebarCount: 10,
            feedOptions: {
              type: ['rss', 'atom'],
              title: 'FDC3 blog',
              description: 'News about FDC3, the open standard for interoperability on the financial desktop',
              copyright: `Copyright © ${copyrightYear} FINOS`,
            },
            editUrl: `${repoUrl}/edit/main/`,
            onInlineAuthors: 'throw',
            onUntruncatedBlogPosts: 'throw',
          },
          theme: {customCss: './src/css/custom.css'},
          gtag: gaTrackingId ? {trackingID: gaTrackingId, anonymizeIP: true} : undefined,
          sitemap: {lastmod: 'date', changefreq: null, priority: null},
        } satisfies Preset.Options),
      ],
    ],

    plugins: [
      // Every version's JSON Schemas and App Directory document at /schemas/<version>/..., checked with Ajv and as OpenAPI 3.
      schemasPlugin,
      // The data of each version's App Directory API reference page, from the same documents the schemas plugin serves.
      appDirectoryReferencePlugin,
      // The generated API evolution tables (/versions/api-evolution).
      apiEvolutionPlugin,
      // Prism arrives with the first code block, not in the bundle of every page.
      codeHighlightingPlugin,
      // Our changes to Docusaurus itself, each listed and checked (src/plugins/docusaurus-patches/README.md): the updates
      // right after hydration render in slices, no locale data loads, each route's component is made when the route is
      // first used, and pages load the next page's code on hover or touch, not for every link in view.
      docusaurusPatchesPlugin,
      // Chromium compiles every script's functions while it downloads, off the main thread.
      compileHintsPlugin,
      // A docs page's layout (the docs plugin's route components) arrives in one script, not seven.
      docsLayoutChunkPlugin,
      // The article's blocks off screen are laid out as the reader comes near them, not all as the page loads.
      deferredLayoutPlugin,
      postcssOptionsPlugin,
      // The CSS of the diagrams drawn at build time (remarkMermaidDiagrams), and closing their browser after the build.
      mermaidDiagramsPlugin,
      // The toolbox: FDC3 Explained per version and the Workbench (/toolbox/...).
      toolboxPlugin,
      // Checks the three reader paths (src/data/reader-paths.ts) against the docs: a renamed or removed page fails the build.
      readerPathsPlugin,
      // "Check a context" (/toolbox/check-context): the served context schemas as Ajv standalone code, one lazy chunk per version.
      contextValidatorPlugin,
      // After the build, in this order: redirect pages for the old 1.x doc ids and 1.1's one-page-per-type
      // reference ids in 1.2 (src/data/redirects.ts); /llms.txt and the Markdown copy beside every docs page
      // (/docs/api/ref/DesktopAgent.md); the search index (Pagefind, build/pagefind); _headers (security
      // headers, CSP with the inline scripts' hashes, caching) and _redirects for the CDN.
      [
        buildOutputPlugin,
        buildTimeOnly({
          redirects: redirectRoutes(releasedVersions),
          analytics: Boolean(gaTrackingId),
          minimumSearchPages: 300,
        } satisfies BuildOutputOptions),
      ],
      ...(withE2eFixtures ? [e2eFixturesPlugin] : []),
    ],

    themeConfig: {
      // The social card (og:image, twitter:image) of every page, and of the redirect pages.
      image: 'img/fdc3-social-card.png',
      metadata: [{name: 'keywords', content: 'FDC3, interoperability, financial desktop, FINOS, desktop agent, intents, context'}],
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
      // Names the draft from versions.json and next's normative source, so a release needs no edit here.
      announcementBar: {
        ...draftAnnouncement(releasedVersions, `${baseUrl}docs/next/fdc3-intro`),
        isCloseable: true,
        backgroundColor: 'var(--fdc3-announcement-background)',
        textColor: 'var(--fdc3-announcement-color)',
      },
      docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      navbar: {
        title: 'FDC3',
        hideOnScroll: true,
        // Its size in the HTML, so that the links beside it do not move when the image arrives.
        logo: {alt: 'FDC3 logo', src: 'img/fdc3-logo.svg', srcDark: 'img/fdc3-logo-dark.svg', width: 32, height: 32},
        items: [
          {type: 'doc', docId: 'fdc3-intro', label: 'Getting Started', position: 'left'},
          {to: '/community', label: 'Community', position: 'left'},
          {type: 'doc', docId: 'fdc3-standard', label: 'The Standard', position: 'left'},
          {to: '/get-involved', label: 'Get Involved', position: 'left'},
          {href: appDirectoryUrl, label: 'App Directory', position: 'left'},
          {href: trainingUrl, label: 'Training', position: 'left'},
          {
            type: 'docsVersionDropdown',
            position: 'right',
            // Released versions newest first, then the draft under its own label (its version label stays "Next").
            versions: Object.fromEntries(
              [...releasedVersions, unreleasedVersionName]
                .filter((name) => includedVersions.includes(name))
                .map((name) => [name, name === unreleasedVersionName ? {label: unreleasedDropdownLabel} : {}]),
            ),
            dropdownItemsAfter: [{to: '/versions', label: 'All versions'}],
          },
          {type: 'localeDropdown', position: 'right'},
          {type: 'search', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Learn',
            items: [
              {label: 'Introduction', to: '/docs/fdc3-intro'},
              {label: 'Supported platforms', to: '/docs/supported-platforms'},
              {label: 'DesktopAgent API reference', to: '/docs/api/ref/DesktopAgent'},
              {label: 'Use cases', to: '/docs/use-cases/overview'},
              {label: 'Toolbox', to: '/toolbox'},
              {label: 'Training', href: trainingUrl},
            ],
          },
          {
            title: 'Community',
            items: [
              {label: 'Community', to: '/community'},
              {label: 'Get involved', to: '/get-involved'},
              {label: 'Users', to: '/users'},
              {label: 'GitHub', href: repoUrl},
            ],
          },
          {
            title: 'More',
            items: [
              {label: 'Blog', to: '/blog'},
              {label: 'Versions', to: '/versions'},
              {label: 'App Directory', href: appDirectoryUrl},
              {label: 'FINOS', href: finosUrl},
            ],
          },
        ],
        logo: {
          alt: 'FINOS, the Fintech Open Source Foundation: become a member',
          src: 'img/finos-member-strap.svg',
          href: finosMembershipUrl,
          width: 260,
          height: 48,
        },
        copyright: `Copyright © ${copyrightYear} FDC3 contributors and FINOS. FDC3 is a FINOS standard. Built with Docusaurus.`,
      },
      // Why empty: code colours are classes in src/css/custom.css (accessible in both themes), so
      // no highlighted token carries an inline style and pages stay small.
      prism: {
        theme: classOnlyPrismTheme,
        darkTheme: classOnlyPrismTheme,
        additionalLanguages: ['bash', 'json', 'yaml'],
      },
    } satisfies Preset.ThemeConfig,
  };
}
