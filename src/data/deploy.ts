/**
 * How the static build is served from a CDN host that reads `_headers` and
 * `_redirects` files (Netlify, Cloudflare Pages): the one typed source of the
 * security headers, cache rules and redirects. The headers step of the build
 * output (src/plugins/build-output/headers, which also builds the
 * Content-Security-Policy and writes and reads the `_headers` text) writes
 * both files into the build from these rules.
 */
import {contentTypes, schemasFolder} from '../fdc3/schemas';

/** Google Analytics 4 hosts, allowed only when a tracking id is configured. */
export const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;

export interface HeaderRule {
  /** A path pattern as `_headers` writes it: `/*`, `/assets/*`, `/docs`. */
  path: string;
  headers: [string, string][];
}

/**
 * The standard's machine-readable files under /schemas/ are fetched by tools on
 * other origins (validators, code generators, app directories): the standard's
 * own site had to allow that after ajv, quicktype and json-schema-ref-parser
 * failed to fetch its schemas (finos/FDC3#956, fixed by #957). They change only
 * with a release or a corrected patch, so a client may keep them an hour.
 */
export const schemaHeaders: [string, string][] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Cache-Control', 'public, max-age=3600'],
];

/** The media type a served file of /schemas/ is sent with (`_headers` sets it per file, as hosts guess `.yaml` differently). */
export function servedContentType(filePath: string): string {
  if (filePath.endsWith('.schema.json')) return contentTypes.schema;
  if (filePath.endsWith('.json')) return contentTypes.json;
  if (filePath.endsWith('.yaml') || filePath.endsWith('.yml')) return contentTypes.yaml;
  throw new Error(`deploy: no media type for the served file ${filePath}`);
}

/**
 * Who may show a page in a frame, as a Content-Security-Policy of its own (`frame-ancestors`),
 * sent beside the site's policy: a browser enforces every policy it gets. Why two: hosts send
 * the headers of every `_headers` rule that matches a path, and offer no rule for "every path
 * but one", so the site's policy, on every path, cannot carry a directive the toolbox must not have.
 * - The toolbox (`/toolbox/*`): any origin. Desktop Agents that run in a browser load their apps in
 *   frames, and the Workbench and the FDC3 Explained apps are apps a vendor adds to an agent to
 *   watch it answer (issue: the toolbox meets real Desktop Agents). The toolbox asks nothing of a
 *   reader and holds no state worth stealing by clickjacking.
 * - Every other page: none, as before (no clickjacking of the docs).
 */
export const toolboxFolder = 'toolbox';
export const framingPolicies = {
  toolbox: 'frame-ancestors *',
  elsewhere: "frame-ancestors 'none'",
} as const;

/**
 * Header rules: security headers on every path, and who may frame it (`framingPolicies`); hashed assets cached for a
 * year as immutable; the standard's files under /schemas/ open to every origin
 * and cached for an hour, each with its media type; everything else (HTML and
 * unhashed files such as the search index) revalidated on every use. Cache
 * rules never overlap, since hosts merge the headers of every rule that matches.
 * `servedFiles` are the paths of the files under /schemas/ (`schemas/1.2/instrument.schema.json`).
 */
export function headerRules(
  csp: string,
  topLevelEntries: readonly string[],
  baseUrl = '/',
  servedFiles: readonly string[] = [],
): HeaderRule[] {
  const revalidate: [string, string] = ['Cache-Control', 'public, max-age=0, must-revalidate'];
  const framing = (policy: string): [string, string] => ['Content-Security-Policy', policy];
  const others = topLevelEntries.filter((name) => name !== 'assets' && name !== schemasFolder && !name.startsWith('_'));
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', csp],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        [
          'Permissions-Policy',
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), interest-cohort=()',
        ],
      ],
    },
    {path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
    {path: '/', headers: [revalidate, framing(framingPolicies.elsewhere)]},
    ...others.flatMap((name) => {
      const frames = framing(name === toolboxFolder ? framingPolicies.toolbox : framingPolicies.elsewhere);
      return [
        {path: `/${name}`, headers: [revalidate, frames]},
        {path: `/${name}/*`, headers: [revalidate, frames]},
      ];
    }),
    ...(topLevelEntries.includes(schemasFolder) || servedFiles.length ? [{path: `/${schemasFolder}/*`, headers: schemaHeaders}] : []),
    ...[...servedFiles]
      .sort()
      .map((file) => ({path: `/${file}`, headers: [['Content-Type', servedContentType(file)] as [string, string]]})),
  ];
  // Under a base URL, every path is below it.
  return rules.map((r) => ({...r, path: `${base}${r.path.slice(1)}`}));
}

/** `_redirects` lines: the old addresses (the 1.x doc ids of src/data/redirects.ts), as permanent server-side redirects (the build also has static redirect pages). */
export function redirectLines(redirects: readonly {from: string; to: string}[], baseUrl = '/'): string[] {
  const prefix = baseUrl.replace(/\/$/, '');
  return redirects.map(({from, to}) => `${prefix}${from} ${prefix}${to} 301`);
}
