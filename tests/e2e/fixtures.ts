/**
 * The one harness of the browser suite: every spec imports `test` and `expect`
 * from here. Each test's browser context
 *
 * - answers Google Analytics with a stub (the build under test has a GA id, and
 *   gtag.js cannot load offline), so a test reads what the site sends to it;
 * - fails the test on a console error, an uncaught exception (`pageerror`), a
 *   Content-Security-Policy violation (the suite is served with the build's own
 *   `_headers`, CSP included) or a request to any other host than this machine
 *   and Google Analytics.
 *
 * A test that provokes errors on purpose names the ones it expects with
 * `test.use({expectedErrors: /.../})`: only console errors and exceptions that
 * match are let through. CSP violations and third-party requests never are.
 *
 * `hydrated(page)` waits until React has hydrated the page (Docusaurus sets
 * `data-has-hydrated` on <html>): from then on, clicks and keys reach the site's handlers. On a docs page
 * it also waits until the page is laid out whole (`data-laid-out`, src/plugins/deferred-layout).
 */
// cspell:ignore blockedbyclient
import {test as base, expect, type BrowserContext, type Page, type Response} from '@playwright/test';

export {expect};
export type {APIRequestContext, Browser, BrowserContext, Locator, Page} from '@playwright/test';

/** The hosts gtag.js talks to; everything else off this machine is a failure. */
const analyticsHost = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;
const localHosts = new Set(['127.0.0.1', 'localhost']);

/**
 * Waits until React has hydrated the page: the site's own click and key handlers are then in place. On a docs
 * page, also until its blocks off screen are laid out (src/plugins/deferred-layout, which marks the root
 * `data-laid-out`): from then on the page's sizes and positions are final.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await laidOut(page);
}

/** On a docs page, waits until its blocks off screen are laid out (`data-laid-out`, src/plugins/deferred-layout); elsewhere returns at once. */
export async function laidOut(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.theme-doc-markdown') || document.documentElement.hasAttribute('data-laid-out'),
  );
}

/** Resolves once the page has rendered two more frames: whatever it had to draw by now is drawn, and any layout shift that caused is reported. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Records the layout shifts (the metric behind Lighthouse's CLS) of every page the test opens from now on,
 * from its first paint; `shiftsOf(page)` reads those of the page open now, each as its score and the nodes that
 * moved.
 *
 * Each page's first paint is held until its HTML is parsed whole, by a render-blocking `<link rel="expect">`
 * that names no element. On a busy machine a browser may paint a long page half parsed, and what the parser
 * adds next moves what it drew: the navbar's last button, a badge's text (seen on the DesktopAgent reference,
 * 3 loads in 25 at 4× CPU, none in 25 with the hold). That comes from the parser, whatever the site's CSS and
 * scripts do, and is not what these tests measure.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.route(
    // Page addresses only (a folder, or a file without an extension or ending in .html): the page's scripts,
    // styles, fonts and images go straight to the server.
    (url) => localHosts.has(url.hostname) && (/\.html$/.test(url.pathname) || !/\.[a-z0-9]+$/i.test(url.pathname)),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const headers = {...response.headers()};
      delete headers['content-length'];
      delete headers['content-encoding'];
      await route.fulfill({
        response,
        headers,
        body: html.replace(/<head>/, '<head><link rel="expect" href="#parsed-whole" blocking="render">'),
      });
    },
  );
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as {shifts: string[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources?: {node?: Node | null}[]})[]) {
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node
            ? `${node.nodeName}${typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''}`
            : '?';
        });
        shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(', ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts recorded on the page open now (`recordShifts`). */
export async function shiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);
}

/** Opens `path` and waits until the page has hydrated; returns the main response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** What the guard has seen go wrong, as readable lines (`console error on /x: …`). */
export interface Guard {
  problems: string[];
  /** Fails (through `expect`) if anything went wrong since the guard started. */
  expectClean(): void;
}

const where = (page: Page): string => {
  try {
    return new URL(page.url()).pathname;
  } catch {
    return page.url();
  }
};

/** Watches one page for console errors and uncaught exceptions (those matching `expected` are let through). */
function watchPage(page: Page, problems: string[], expected: RegExp | null): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium reports a blocked resource or inline script as a console error too: never one to let through.
    const csp = /Content Security Policy/i.test(text);
    if (csp || !expected?.test(text)) problems.push(`console error on ${where(page)}: ${text}`);
  });
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!expected?.test(text)) problems.push(`uncaught exception on ${where(page)}: ${text}`);
  });
}

/**
 * Guards a browser context: every page in it (open now or later) is watched, CSP violations are reported from
 * the page itself (the `securitypolicyviolation` event, which survives no navigation, is passed out at once),
 * Google Analytics gets its stub, and any other request off this machine is refused and reported.
 * The test fixture does this for its own context; a spec that opens a context of its own calls it too.
 */
export async function guardContext(context: BrowserContext, expected: RegExp | null = null): Promise<Guard> {
  const problems: string[] = [];
  await context.exposeBinding('__e2eReportCspViolation', ({page}, text: string) => {
    problems.push(`CSP violation on ${page ? where(page) : '?'}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as {__e2eReportCspViolation?: (text: string) => void}).__e2eReportCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && !localHosts.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if (analyticsHost.test(url.hostname)) {
        // gtag.js itself: an empty script. What the site queues for it stays in window.dataLayer.
        if (url.pathname.startsWith('/gtag/js')) await route.fulfill({contentType: 'text/javascript', body: '/* gtag stub */'});
        else await route.fulfill({status: 204});
      } else {
        problems.push(`third-party request: ${url.href}`);
        await route.abort('blockedbyclient');
      }
    },
  );
  for (const page of context.pages()) watchPage(page, problems, expected);
  context.on('page', (page) => watchPage(page, problems, expected));
  return {
    problems,
    expectClean: () => expect(problems, 'console errors, uncaught exceptions, CSP violations or third-party requests').toEqual([]),
  };
}

export interface HarnessOptions {
  /**
   * Console errors and uncaught exceptions this test provokes on purpose (a crash fixture, a chunk that is made
   * to fail): each one must match this pattern (one RegExp: Playwright reads an array option as a fixture
   * definition). Keep it as narrow as the errors it expects, anchored where it can be.
   */
  expectedErrors: RegExp | null;
}

export const test = base.extend<HarnessOptions & {guard: Guard}>({
  expectedErrors: [null, {option: true}],
  guard: [
    async ({context, expectedErrors}, use) => {
      const guard = await guardContext(context, expectedErrors);
      await use(guard);
      guard.expectClean();
    },
    {auto: true},
  ],
});
