/**
 * The pages of build/, read from disk: their routes, and the element ids each
 * one holds. The browser crawl uses them to check every internal link and anchor
 * without fetching twice; the benchmark to find each version's largest page.
 */
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.join(__dirname, '..', '..', 'build');

/**
 * One built page of every page kind (issue 33), the one list of them. The crawl
 * (tests/e2e/crawl.spec.ts) opens each on every run, and the Nu Html Checker
 * (tests/e2e/html-valid.spec.ts, `npm run check:html`) validates each, but for
 * the pages marked `only`: kinds one check covers and the other does not (yet).
 */
export const samplePages: readonly {route: string; kind: string; only?: 'crawl' | 'html'}[] = [
  {route: '/', kind: 'home'},
  {route: '/404.html', kind: 'not found'},
  {route: '/community', kind: 'site page'},
  {route: '/get-involved', kind: 'site page'},
  {route: '/users', kind: 'site page'},
  {route: '/versions', kind: 'versions'},
  {route: '/versions/api-evolution', kind: 'API evolution'},
  {route: '/search', kind: 'search'},
  {route: '/blog', kind: 'blog list'},
  {route: '/blog/2023/09/12/whats-coming-in-2-1', kind: 'blog post'},
  {route: '/blog/archive', kind: 'blog archive'},
  {route: '/blog/authors', kind: 'blog authors', only: 'crawl'},
  {route: '/blog/tags', kind: 'blog tags', only: 'crawl'},
  {route: '/blog/tags/release', kind: 'blog tag'},
  {route: '/docs/fdc3-intro', kind: 'docs, current release'},
  {route: '/docs/next/fdc3-intro', kind: 'docs, next'},
  {route: '/docs/1.2/fdc3-intro', kind: 'docs, 1.2'},
  {route: '/docs/1.1/fdc3-intro', kind: 'docs, 1.1'},
  {route: '/docs/1.0/fdc3-intro', kind: 'docs, 1.0'},
  {route: '/docs/api/ref/DesktopAgent', kind: 'long API reference'},
  {route: '/docs/next/context/ref/Instrument', kind: 'context reference'},
  {route: '/docs/1.2/api/ref/PrivateChannel', kind: 'gap page', only: 'crawl'},
  {route: '/docs/1.0/intents/ref/ViewChart', kind: 'intent reference, 1.0', only: 'crawl'},
  {route: '/docs/use-cases/uc-1', kind: 'use case', only: 'crawl'},
  {route: '/docs/app-directory/api-reference', kind: 'App Directory reference', only: 'html'},
  {route: '/docs/next/agent-bridging/spec', kind: 'diagram page', only: 'html'},
  {route: '/docs/conformance/intents', kind: 'conformance test cases', only: 'html'},
  {route: '/docs/conformance/coverage', kind: 'conformance coverage', only: 'html'},
  {route: '/toolbox', kind: 'toolbox'},
  {route: '/toolbox/fdc3-explained', kind: 'toolbox: explained'},
  {route: '/toolbox/fdc3-explained/2.0', kind: 'toolbox: explained, one version'},
  {route: '/toolbox/fdc3-workbench', kind: 'toolbox: workbench'},
  {route: '/toolbox/check-context', kind: 'toolbox: validator'},
];

/** The routes of `samplePages` that the crawl opens on every run. */
export const crawlSampleRoutes: readonly string[] = samplePages.filter((p) => p.only !== 'html').map((p) => p.route);

/** The routes of `samplePages` that the Nu Html Checker validates. */
export const htmlSampleRoutes: readonly string[] = samplePages.filter((p) => p.only !== 'crawl').map((p) => p.route);

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

export interface BuiltPage {
  /** The clean path a reader opens (`/docs/api/ref/DesktopAgent`, `/404.html`). */
  route: string;
  file: string;
}

/** Every file of the build, as URL paths (`/assets/js/main.1234.js`, `/docs/fdc3-intro/index.html`). */
export function builtFiles(): Set<string> {
  return new Set(walk(buildDir).map((f) => `/${path.relative(buildDir, f).split(path.sep).join('/')}`));
}

/** Every HTML page of the build except the browser tests' own fixtures (`/__e2e/...`). */
export function builtPages(): BuiltPage[] {
  return walk(buildDir)
    .filter((f) => f.endsWith('.html'))
    .map((file) => {
      const rel = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
      const route = rel === '/index.html' ? '/' : rel.endsWith('/index.html') ? rel.slice(0, -'/index.html'.length) : rel;
      return {route, file};
    })
    .filter(({route}) => !route.startsWith('/__e2e/'))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Whether a same-origin path is served by the build (clean URLs, as `docusaurus serve` and the CDN resolve them). */
export function resolvesTo(files: Set<string>, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '');
  const candidates = [clean || '/index.html', `${clean}/index.html`, `${clean}.html`];
  return candidates.find((c) => files.has(c));
}

const idCache = new Map<string, Set<string>>();

/** The ids in a built file (attributes may be unquoted in the minified HTML). */
export function idsIn(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    ids = new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map((m) => m[1] ?? m[2] ?? m[3]!));
    idCache.set(file, ids);
  }
  return ids;
}
