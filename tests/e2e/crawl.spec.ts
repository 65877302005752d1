/**
 * The crawl: every page of the build, opened in Chromium, in both colour themes.
 * Each page must have no console error, uncaught exception or failed same-origin
 * request; a title, `lang`, a meta description of at least 50 characters, a
 * canonical URL and our own social card as `og:image`; internal links and anchors
 * that resolve; and no axe-core violation of WCAG 2.0, 2.1 and 2.2 A and AA, in
 * light and in dark. Pages are split into shards run in parallel; each shard
 * shares one browser page, and axe is injected once per page and run twice
 * (the dark run switches `data-theme` on the same document).
 *
 * Redirect pages (old doc ids) are checked as they are (JavaScript off, so they
 * stay put) and then followed with JavaScript on to their target.
 */
import fs from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {builtFiles, builtPages, idsIn, resolvesTo, type BuiltPage} from '../../scripts/lib/build-pages';
import createConfig from '../../docusaurus.config';
import {internalUrl} from '../../src/fdc3/self-links';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The WCAG rules whose outcome depends on colours (all else is the same in both themes). */
const colourRules = ['color-contrast', 'link-in-text-block'];
const shards = 6;
/** The site's own origin (the config's url): absolute links to it are internal links and must resolve in the build. */
const siteUrl = createConfig(process.env).url;

const pages = builtPages();
const files = builtFiles();
/** Redirect pages (old doc ids), found once: each shard would otherwise read every page again. */
const redirectRoutes = new Set(
  pages.filter((page) => /http-equiv="?refresh/i.test(fs.readFileSync(page.file, 'utf8'))).map((p) => p.route),
);
const isRedirect = (page: BuiltPage) => redirectRoutes.has(page.route);

interface PageFacts {
  title: string;
  lang: string;
  description: string;
  canonical: string;
  ogImage: string;
  links: string[];
}

async function facts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? '';
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      links: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    };
  });
}

function metadataProblems(route: string, f: PageFacts): string[] {
  const problems: string[] = [];
  if (!f.title.trim()) problems.push(`${route}: no <title>`);
  if (f.lang !== 'en') problems.push(`${route}: <html lang="${f.lang}">`);
  if (f.description.trim().length < 50) problems.push(`${route}: meta description "${f.description}" is shorter than 50 characters`);
  if (!/^https:\/\/fdc3\.finos\.org\//.test(f.canonical)) problems.push(`${route}: canonical "${f.canonical}"`);
  if (!/\/img\/fdc3-social-card\.png$/.test(f.ogImage)) problems.push(`${route}: og:image "${f.ogImage}" is not the FDC3 social card`);
  return problems;
}

function linkProblems(route: string, origin: string, links: string[]): string[] {
  const problems: string[] = [];
  for (const href of new Set(links)) {
    const url = internalUrl(href, origin, siteUrl);
    if (!url) continue;
    const file = resolvesTo(files, url.pathname);
    if (!file) {
      problems.push(`${route}: link to ${url.pathname} leads nowhere`);
      continue;
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && file.endsWith('.html') && !idsIn(file).has(id)) problems.push(`${route}: link to ${url.pathname}#${id}: no such anchor`);
  }
  return problems;
}

/**
 * axe-core's violations on the page as it is. `light` runs every WCAG A/AA rule; `dark` runs the
 * rules that depend on colour only, since switching the theme changes colours and nothing else.
 */
async function axeProblems(page: Page, route: string, theme: 'light' | 'dark'): Promise<string[]> {
  const runOnly = theme === 'light' ? {type: 'tag', values: wcag} : {type: 'rule', values: colourRules};
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {axe: {run: (ctx: Document, o: object) => Promise<{violations: {id: string; nodes: {target: unknown[]}[]}[]}>}}
    ).axe;
    const result = await axe.run(document, {runOnly: only, resultTypes: ['violations']});
    return result.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(' ')}`,
    );
  }, runOnly);
  return violations.map((v) => `${route} [${theme}]: ${v}`);
}

async function checkPage(page: Page, origin: string, route: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (m: {type(): string; text(): string}) => {
    if (m.type() === 'error') problems.push(`${route}: console error: ${m.text()}`);
  };
  const onPageError = (e: Error) => problems.push(`${route}: uncaught ${e.message}`);
  const onFailed = (r: {url(): string; failure(): {errorText: string} | null}) => {
    // ERR_ABORTED is the browser cancelling a request it no longer needs (a swapped image), not a failure.
    const error = r.failure()?.errorText ?? '';
    if (r.url().startsWith(origin) && error !== 'net::ERR_ABORTED') problems.push(`${route}: request failed: ${r.url()} ${error}`);
  };
  const onResponse = (r: {url(): string; status(): number}) => {
    if (r.url().startsWith(origin) && r.status() >= 400 && !(route === '/404.html' && new URL(r.url()).pathname === route)) {
      problems.push(`${route}: ${r.status()} for ${r.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    // The site follows the reader's system colour scheme until they pick one: switch it like a system would.
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const f = await facts(page);
    problems.push(...metadataProblems(route, f), ...linkProblems(route, origin, f.links));
    await page.evaluate(axeSource);
    // Colours are judged at rest: no transition may be half-way when axe reads them.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
    problems.push(...(await axeProblems(page, route, 'light')));
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    problems.push(...(await axeProblems(page, route, 'dark')));
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return problems;
}

test.describe('crawl of every built page', () => {
  test.describe.configure({timeout: 15 * 60_000});

  test('the build has the pages the crawl expects', () => {
    expect(pages.length).toBeGreaterThan(400);
    expect(pages.some((p) => p.route === '/docs/api/ref/DesktopAgent')).toBe(true);
    expect(pages.some((p) => p.route.startsWith('/__e2e'))).toBe(false);
  });

  for (let shard = 0; shard < shards; shard += 1) {
    test(`pages ${shard + 1} of ${shards}: metadata, links, console and axe in light and dark`, async ({page, baseURL}) => {
      const origin = new URL(baseURL!).origin;
      // Analytics (the build under test has a GA id) never leave the machine.
      await page.route('https://www.googletagmanager.com/**', (r) =>
        r.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
      );
      const mine = pages.filter((p, i) => i % shards === shard && !isRedirect(p));
      const problems: string[] = [];
      for (const {route} of mine) problems.push(...(await checkPage(page, origin, route)));
      expect(problems).toEqual([]);
    });
  }

  test('redirect pages are complete pages, pass axe, and lead to their target', async ({browser, baseURL}) => {
    const redirects = pages.filter(isRedirect);
    expect(redirects.length).toBeGreaterThan(30);
    const origin = new URL(baseURL!).origin;
    const problems: string[] = [];
    // The page as it is, held still: its refresh and its script are taken out before the browser sees it.
    const still = await browser.newContext({baseURL});
    const page = await still.newPage();
    await page.route(
      (url) => redirects.some((r) => r.route === url.pathname),
      async (request) => {
        const response = await request.fetch();
        const html = (await response.text())
          .replace(/<meta[^>]*http-equiv="?refresh[^>]*>/i, '')
          .replace(/<script[\s\S]*?<\/script>/gi, '');
        await request.fulfill({response, body: html});
      },
    );
    for (const {route} of redirects) {
      await page.goto(route);
      const f = await facts(page);
      problems.push(...metadataProblems(route, f), ...linkProblems(route, origin, f.links));
      await page.evaluate(axeSource);
      problems.push(...(await axeProblems(page, route, 'light')));
    }
    await still.close();
    const moving = await browser.newPage({baseURL});
    for (const {route} of redirects.slice(0, 5)) {
      await moving.goto(route);
      await moving.waitForURL((url) => url.pathname !== route);
      await expect(moving.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    }
    await moving.close();
    expect(problems).toEqual([]);
  });
});
