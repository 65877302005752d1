/**
 * The pages of build/, read from disk: their routes, and the element ids each
 * one holds. The browser crawl uses them to check every internal link and anchor
 * without fetching twice; the benchmark to find each version's largest page.
 */
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.join(__dirname, '..', '..', 'build');

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
