/**
 * The W3C Nu Html Checker (vnu-jar from npm, run by the system's Java) over built pages.
 * One JVM call checks every file given (the JVM's start-up is most of the cost), and the
 * messages come back as JSON: errors, which the browser suite allows none of on its
 * sample (tests/e2e/html-valid.spec.ts), and warnings, which it allows only where it
 * explains them. `npm run check:html -- <route>...` runs the same check by hand.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {buildDir, builtFiles, resolvesTo} from './build-pages';

/** One page of every page kind (issue 33): the browser suite checks these; `npm run check:html` with no route too. */
export const htmlSampleRoutes = [
  '/',
  '/404.html',
  '/community',
  '/get-involved',
  '/users',
  '/versions',
  '/versions/api-evolution',
  '/search',
  '/blog',
  '/blog/2023/09/12/whats-coming-in-2-1',
  '/blog/archive',
  '/blog/tags/release',
  '/docs/fdc3-intro',
  '/docs/next/fdc3-intro',
  '/docs/1.2/fdc3-intro',
  '/docs/1.1/fdc3-intro',
  '/docs/1.0/fdc3-intro',
  '/docs/api/ref/DesktopAgent',
  '/docs/next/context/ref/Instrument',
  '/docs/app-directory/api-reference',
  '/docs/next/agent-bridging/spec',
  // Conformance: a page of generated test cases and a generated coverage table.
  '/docs/conformance/intents',
  '/docs/conformance/coverage',
  '/toolbox',
  '/toolbox/fdc3-explained',
  '/toolbox/fdc3-explained/2.0',
  '/toolbox/fdc3-workbench',
  '/toolbox/check-context',
];

export interface HtmlMessage {
  /** The file as given to the check. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The markup around the problem, as the checker quotes it. */
  extract: string;
}

export interface HtmlReport {
  errors: HtmlMessage[];
  warnings: HtmlMessage[];
}

/** The checker's jar, shipped by the vnu-jar package. */
export const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** One line per message: `file:line:column: message` and the markup it quotes. */
export function formatHtmlMessage(m: HtmlMessage): string {
  return `${m.file}:${m.line}:${m.column}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
}

/**
 * Checks HTML files with the Nu Html Checker in one Java process. Throws when Java is missing
 * (Debian: `apt-get install -y default-jre-headless`; `.ci/run` installs it) or the checker fails
 * to run. Informational notes (such as "trailing slash on void elements") are left out.
 */
export function checkHtml(files: readonly string[]): HtmlReport {
  if (files.length === 0) return {errors: [], warnings: []};
  const byUrl = new Map(files.map((file) => [`file:${path.resolve(file)}`, file]));
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.map((f) => path.resolve(f))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `The Nu Html Checker needs Java 11 or later on the PATH (Debian: apt-get install -y default-jre-headless): ${run.error.message}`,
    );
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(run.stderr) as {messages: VnuMessage[]}).messages;
  } catch {
    throw new Error(`The Nu Html Checker did not report in JSON (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  const report: HtmlReport = {errors: [], warnings: []};
  for (const m of messages) {
    const file = (m.url && byUrl.get(decodeURI(m.url))) ?? m.url ?? '(no file)';
    const message = {file, line: m.lastLine ?? 0, column: m.firstColumn ?? m.lastColumn ?? 0, message: m.message, extract: m.extract ?? ''};
    if (m.type === 'info' && m.subType === 'warning') report.warnings.push(message);
    else if (m.type !== 'info') report.errors.push(message);
  }
  return report;
}

/** The built file that serves each route (`/docs/api/ref/DesktopAgent` → build/docs/api/ref/DesktopAgent/index.html); throws naming a route that has none. */
export function builtFilesOf(routes: readonly string[]): string[] {
  if (routes.length === 0) return [];
  const files = builtFiles();
  return routes.map((route) => {
    const file = resolvesTo(files, route);
    if (!file || !file.endsWith('.html')) throw new Error(`${route}: no page in build/ (run npm run build:e2e, or check the route)`);
    return path.relative(process.cwd(), path.join(buildDir, file));
  });
}
