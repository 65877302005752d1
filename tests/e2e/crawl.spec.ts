/**
 * The crawl: built pages opened in Chromium, served with the build's own `_headers`, in both colour themes.
 * Each page must have no console error, uncaught exception or CSP violation (the harness's guard) and no
 * failed same-origin request; a title, `lang`, a meta description of at least 50 characters, a canonical URL
 * and our own social card as `og:image`; internal links and anchors that resolve; and no axe-core violation of
 * WCAG 2.0, 2.1 and 2.2 A and AA, in light and in dark (tests/e2e/axe.ts).
 *
 * Two tiers. Every run (`npm test`) checks one page of each template: the home page, a docs page of every
 * version, a long API reference, a context reference, a gap page, the blog's list, post, archive, tags and
 * authors, the site pages, the toolbox, search, the not-found page and a redirect page. The full crawl of
 * every built page runs with E2E_FULL_CRAWL=true (`npm run test:full`, which CI runs): its pages are split
 * into shards run in parallel, each sharing one browser page.
 *
 * Redirect pages (old doc ids) are checked as they are (JavaScript off, so they stay put) and then followed
 * with JavaScript on to their target.
 */
import fs from 'node:fs';
import {test, expect, guardContext, hydrated, type Browser, type Page} from './fixtures';
import {axeRun, axeViolations, injectAxe} from './axe';
import {builtFiles, builtPages, crawlSampleRoutes, idsIn, resolvesTo, type BuiltPage} from '../../scripts/lib/build-pages';
import createConfig from '../../docusaurus.config';
import {internalUrl} from '../../src/fdc3/self-links';

/** The WCAG rules whose outcome depends on colours (all else is the same in both themes). */
const colourRules = {type: 'rule', values: ['color-contrast', 'link-in-text-block']};
const fullCrawl = process.env.E2E_FULL_CRAWL === 'true';
const shards = 6;
/** The site's own origin (the config's url): absolute links to it are internal links and must resolve in the build. */
const siteUrl = createConfig(process.env).url;

/** One page of each template, checked on every run (the full crawl checks them all): scripts/lib/build-pages.ts lists them. */
const templatePages = crawlSampleRoutes;

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

/** Opens `route` and lists what is wrong with it: failed requests, metadata, links, and axe in light and dark. */
async function checkPage(page: Page, origin: string, route: string): Promise<string[]> {
  const problems: string[] = [];
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
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    // The site follows the reader's system colour scheme until they pick one: switch it like a system would.
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route);
    await hydrated(page);
    const f = await facts(page);
    problems.push(...metadataProblems(route, f), ...linkProblems(route, origin, f.links));
    await injectAxe(page);
    // Switching the theme changes colours and nothing else: dark runs the colour rules only.
    for (const v of [...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark', colourRules))]) {
      problems.push(`${route} ${v}`);
    }
  } finally {
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return problems;
}

/** Redirect pages held still (refresh and script taken out) pass the checks; the first `follow` of them lead on. */
async function checkRedirects(browser: Browser, baseURL: string, redirects: BuiltPage[], follow: number): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const problems: string[] = [];
  const still = await browser.newContext({baseURL});
  const stillGuard = await guardContext(still);
  const page = await still.newPage();
  await page.route(
    (url) => redirects.some((r) => r.route === url.pathname),
    async (request) => {
      const response = await request.fetch();
      const html = (await response.text()).replace(/<meta[^>]*http-equiv="?refresh[^>]*>/i, '').replace(/<script[\s\S]*?<\/script>/gi, '');
      await request.fulfill({response, body: html});
    },
  );
  for (const {route} of redirects) {
    await page.goto(route);
    const f = await facts(page);
    problems.push(...metadataProblems(route, f), ...linkProblems(route, origin, f.links));
    await injectAxe(page);
    problems.push(...(await axeRun(page)).map((v) => `${route} ${v}`));
  }
  await still.close();
  const movingContext = await browser.newContext({baseURL});
  const movingGuard = await guardContext(movingContext);
  const moving = await movingContext.newPage();
  for (const {route} of redirects.slice(0, follow)) {
    await moving.goto(route);
    await moving.waitForURL((url) => url.pathname !== route);
    await hydrated(moving);
  }
  await movingContext.close();
  return [...problems, ...stillGuard.problems, ...movingGuard.problems];
}

test('the build has the pages the crawl expects, and a page of every template', () => {
  expect(pages.length).toBeGreaterThan(400);
  expect(pages.some((p) => p.route.startsWith('/__e2e'))).toBe(false);
  const routes = new Set(pages.map((p) => p.route));
  expect(templatePages.filter((route) => !routes.has(route))).toEqual([]);
  expect(redirectRoutes.size).toBeGreaterThan(30);
});

test.describe('one page of each template', () => {
  for (const route of templatePages) {
    test(`${route}: metadata, links, console, CSP and axe in light and dark`, async ({page, baseURL}) => {
      expect(await checkPage(page, new URL(baseURL!).origin, route)).toEqual([]);
    });
  }

  test('a redirect page is a complete page, passes axe, and leads to its target', async ({browser, baseURL}) => {
    const redirects = pages.filter(isRedirect).slice(0, 2);
    expect(await checkRedirects(browser, baseURL!, redirects, 2)).toEqual([]);
  });
});

test.describe('full crawl of every built page', () => {
  test.skip(!fullCrawl, 'the full crawl runs with E2E_FULL_CRAWL=true (npm run test:full)');
  test.describe.configure({timeout: 15 * 60_000});

  for (let shard = 0; shard < shards; shard += 1) {
    test(`pages ${shard + 1} of ${shards}: metadata, links, console, CSP and axe in light and dark`, async ({page, baseURL}) => {
      const origin = new URL(baseURL!).origin;
      const mine = pages.filter((p, i) => i % shards === shard && !isRedirect(p));
      const problems: string[] = [];
      for (const {route} of mine) problems.push(...(await checkPage(page, origin, route)));
      expect(problems).toEqual([]);
    });
  }

  test('redirect pages are complete pages, pass axe, and lead to their target', async ({browser, baseURL}) => {
    expect(await checkRedirects(browser, baseURL!, pages.filter(isRedirect), 5)).toEqual([]);
  });
});
