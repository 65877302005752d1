/**
 * Benchmark: prints every speed and size figure of the site as one table, each
 * marked against its budget (scripts/lib/budgets.ts). A benchmark, not a test:
 * it asserts nothing and its figures depend on the machine (run it on a quiet one).
 *
 *   npm run bench                    cold build, then everything below
 *   npm run bench -- --no-build      measure the existing build/ (a plain build: no analytics)
 *   npm run bench -- --build-runs 1  cold builds to time (default 3, median kept; the last one is measured)
 *   npm run bench -- --runs 1        Lighthouse runs per page and form factor, and readers per search (default 3, median kept)
 *   npm run bench -- --pages /,/docs/fdc3-intro   measure these pages only (`--pages none`: no Lighthouse)
 *   npm run bench -- --no-search     skip the search figures
 *   npm run bench -- --no-relevance  skip the search relevance table
 *
 * 1. Build, `--build-runs` times: `docusaurus clear`, then `npm run build` (the build as package.json runs it,
 *    with its heap limit) under /usr/bin/time: wall, CPU, peak memory (of the largest process); medians.
 * 2. Bytes: HTML of every page (largest raw), key pages raw and gzip.
 * 0. The host's speed: a fixed JavaScript loop (`hostLoop`), timed in Node's V8, so that figures taken on two
 *    machines can be compared (Lighthouse multiplies the host's own main-thread time).
 * 3. Lighthouse 12 (Debian Chromium), mobile and desktop, on the key pages, the toolbox's heaviest
 *    pages and the largest page of every docs version, served by a compressing static server started here (as a CDN serves it).
 *    The home page's first load (gzip response bodies) is also split into its parts (main bundle, runtime, page scripts,
 *    CSS, HTML, the rest), with the response headers on a line of their own.
 *    Mobile is measured twice: at Lighthouse's standard 4x CPU slowdown (the budgets), and at 6x, the
 *    headroom figure of a slower machine of the same kind (issue "Headroom on the heaviest pages").
 * 4. Search in headless Chromium on the mobile profile (4x CPU slowdown): bytes and main-thread
 *    work to the first results, and main-thread work per further keystroke; each scenario is run by
 *    `--runs` readers in fresh browser contexts, and each figure is their median.
 * 5. Search relevance, per docs version, printed as a second table: the generated set (every name's
 *    exact form, its first eight characters, one typo through "Did you mean"; scripts/lib/search-relevance.ts,
 *    with a floor in tests/unit/search-relevance.test.ts) over the built definitions, and the
 *    hand-written questions (scripts/lib/search-questions.ts) through the site's search engine run in Node.
 */
import {execFile, spawnSync} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, devices, type Browser, type CDPSession, type Page} from '@playwright/test';
import {repoRoot} from '../src/fdc3/docs-versions';
import {serveBuild} from './lib/static-server';
import {builtPages, buildDir} from './lib/build-pages';
import {codeStructure} from './lib/code-structure';
import {budgets, keyPages, meets, toolboxPages, type Budget} from './lib/budgets';
import {firstLoadByPart, firstLoadParts, type LoadedRequest} from './lib/first-load';
import {readDefinitions, type DefinitionsFile} from '../src/components/Search/definitions';
import {definitionsFile, searchBoxLimit, searchIndexFolder} from '../src/data/search';
import {docsVersions} from '../src/fdc3/docs-versions';
import {chromiumExecutable} from '../src/data/chromium';
import {generatedRelevance, percent} from './lib/search-relevance';
import {nodeSearchEngine} from './lib/search-node';
import {searchQuestions} from './lib/search-questions';

/** The browser of the page runs and of Lighthouse (which needs a path: Playwright's own Chromium when CHROMIUM_PATH is empty). */
const chromePath = chromiumExecutable() ?? chromium.executablePath();
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const pagesArg = args.indexOf('--pages');
const onlyPages = pagesArg >= 0 ? (args[pagesArg + 1] ?? '').split(',').filter((p) => p.startsWith('/')) : undefined;
const skipSearch = args.includes('--no-search');
const skipRelevance = args.includes('--no-relevance');
const buildRunsArg = args.indexOf('--build-runs');
const buildRuns = buildRunsArg >= 0 ? Number(args[buildRunsArg + 1]) : 3;
if (!Number.isInteger(buildRuns) || buildRuns < 1) throw new Error('--build-runs needs a whole number of at least 1');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');

const docusaurus = path.join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: string;
}
const rows: Row[] = [];

function record(figure: string, value: string, budget?: Budget, measured?: number): void {
  const verdict = budget && measured !== undefined ? (meets(budget, measured) ? 'met' : 'MISSED') : '';
  rows.push({figure, value, budget: budget ? `${budget.direction} ${budget.limit}${budget.unit ? ` ${budget.unit}` : ''}` : '', verdict});
}

const kb = (bytes: number) => bytes / 1024;

/** The item whose `key` is the median of all (the upper middle one of an even count). */
const medianBy = <T>(items: readonly T[], key: (item: T) => number): T =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
const median = (values: readonly number[]): number => medianBy(values, (v) => v);

// 1. Build
interface BuildFigures {
  wall: number;
  cpu: number;
  memory: number;
}

/** One cold build: `docusaurus clear`, then `npm run build` under GNU time. */
function coldBuild(): BuildFigures {
  spawnSync(process.execPath, [docusaurus, 'clear'], {cwd: repoRoot, stdio: 'ignore'});
  const env: NodeJS.ProcessEnv = {...process.env, CI: 'true'};
  delete env.GA_TRACKING_ID;
  delete env.E2E_FIXTURES;
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH_TIME %e %U %S %M', 'npm', 'run', '--silent', 'build'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error('The build failed; no figures to report.');
  }
  const line = result.stderr.split('\n').find((l) => l.startsWith('BENCH_TIME'));
  if (!line) throw new Error('/usr/bin/time printed no figures (is GNU time installed?)');
  const [, wall, user, sys, maxRssKb] = line.split(' ').map(Number);
  return {wall: wall!, cpu: user! + sys!, memory: maxRssKb! / 1024};
}

/**
 * `buildRuns` cold builds; each figure is their median, with every run listed. One build's CPU time
 * swings by up to 6 s on a shared machine (39 to 45 s for one commit on 2026-11-28), more than the
 * margin a budget of 40 s leaves, so one run said more about the neighbours than about the site.
 */
function timedBuild(): void {
  const all: BuildFigures[] = [];
  for (let i = 0; i < buildRuns; i += 1) all.push(coldBuild());
  const runs = (key: keyof BuildFigures, digits: number) =>
    all.length > 1 ? ` (runs: ${all.map((b) => b[key].toFixed(digits)).join(', ')})` : '';
  const wall = median(all.map((b) => b.wall));
  const cpu = median(all.map((b) => b.cpu));
  const memory = median(all.map((b) => b.memory));
  record(`build wall time (cold)${runs('wall', 1)}`, `${wall.toFixed(1)} s`);
  record(`${budgets.buildCpu.figure}${runs('cpu', 1)}`, `${cpu.toFixed(1)} s`, budgets.buildCpu, cpu);
  record(`${budgets.buildMemory.figure}${runs('memory', 0)}`, `${memory.toFixed(0)} MB`, budgets.buildMemory, memory);
}

// 2. Bytes
/** The largest page (raw HTML) of every docs version, besides the fixed key pages. */
function measurePages(): string[] {
  const html = builtPages();
  const sizes = html.map(({route, file}) => ({route, file, bytes: fs.statSync(file).size}));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  record(`${budgets.largestHtml.figure}: ${largest.route}`, `${kb(largest.bytes).toFixed(1)} KB`, budgets.largestHtml, kb(largest.bytes));
  record('HTML pages', String(html.length));
  const code = sizes.map(({file}) => codeStructure(fs.readFileSync(file, 'utf8')));
  const codeLines = code.reduce((sum, c) => sum + c.lines, 0);
  const perLine = code.reduce((sum, c) => sum + c.elements, 0) / codeLines;
  record(budgets.codeElementsPerLine.figure, `${perLine.toFixed(2)} over ${codeLines} lines`, budgets.codeElementsPerLine, perLine);
  const versions: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));
  const prefixes = [['next', '/docs/next/'], ...versions.map((v, i) => [v, i === 0 ? '/docs/' : `/docs/${v}/`])] as const;
  const pages = [...keyPages, ...toolboxPages];
  for (const [version, prefix] of prefixes) {
    const inVersion = sizes.filter(
      ({route}) => route.startsWith(prefix) && (version !== versions[0] || !/^\/docs\/(next|\d+\.\d+)\//.test(route)),
    );
    const top = inVersion.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    if (!pages.includes(top.route)) pages.push(top.route);
  }
  for (const route of pages) {
    const page = sizes.find((p) => p.route === route);
    if (!page) throw new Error(`No page ${route} in the build`);
    const bytes = fs.readFileSync(page.file);
    record(`HTML ${route}`, `${kb(bytes.length).toFixed(1)} KB raw, ${kb(zlib.gzipSync(bytes, {level: 9}).length).toFixed(1)} KB gzip`);
  }
  return pages;
}

// 3. Lighthouse
interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Every request of the load, as the `network-requests` audit lists them. */
  requests: LoadedRequest[];
}

interface LighthouseResult {
  runtimeError?: {message: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number; details?: {items?: LoadedRequest[]}} | undefined>;
}

const lighthouseCli = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** One Lighthouse run through its CLI (in its own process: Lighthouse runs unbundled ES modules). */
async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop', cpuSlowdown = 4): Promise<LighthouseFigures> {
  const flags = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuSlowdown === 4 ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
  ];
  // Asynchronous: the static server answering Lighthouse runs in this process.
  const run = await promisify(execFile)(process.execPath, [lighthouseCli, ...flags], {
    encoding: 'utf8',
    env: {...process.env, CHROME_PATH: chromePath},
    maxBuffer: 256 * 1024 * 1024,
  });
  const lhr = JSON.parse(run.stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items ?? [],
  };
}

async function measureLighthouse(origin: string, pages: string[]): Promise<void> {
  {
    for (const route of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const all: LighthouseFigures[] = [];
        for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(`${origin}${route}`, formFactor));
        // The run with the median performance score stands for the page.
        const m = medianBy(all, (r) => r.performance);
        const label = `${formFactor} ${route}`;
        const perfBudget = formFactor === 'mobile' ? budgets.mobilePerformance : budgets.desktopPerformance;
        record(
          `Lighthouse ${label}: performance (runs: ${all.map((r) => r.performance).join(', ')})`,
          `${m.performance} (LCP ${(m.lcp / 1000).toFixed(1)} s, TBT ${m.tbt.toFixed(0)} ms, ${kb(m.bytes).toFixed(0)} KB transferred)`,
          perfBudget,
          m.performance,
        );
        if (formFactor === 'mobile') record(`  ${budgets.mobileTbt.figure} ${route}`, `${m.tbt.toFixed(0)} ms`, budgets.mobileTbt, m.tbt);
        record(`  ${budgets.cls.figure} ${label}`, m.cls.toFixed(3), budgets.cls, Number(m.cls.toFixed(3)));
        if (formFactor === 'mobile')
          record(`  ${budgets.accessibility.figure} ${route}`, String(m.accessibility), budgets.accessibility, m.accessibility);
        if (formFactor === 'mobile') {
          const slower: LighthouseFigures[] = [];
          for (let i = 0; i < runs; i += 1) slower.push(await lighthouseRun(`${origin}${route}`, formFactor, 6));
          const s6 = medianBy(slower, (r) => r.performance);
          record(
            `  ${budgets.mobilePerformance6x.figure} ${route} (runs: ${slower.map((r) => r.performance).join(', ')})`,
            `${s6.performance} (TBT ${s6.tbt.toFixed(0)} ms)`,
            budgets.mobilePerformance6x,
            s6.performance,
          );
        }
        if (route === '/' && formFactor === 'mobile') {
          // The budget counts response bodies as sent (gzip); Lighthouse's transfer sizes include the
          // response headers, which are the server's and not the site's, so they are printed apart.
          // A build with analytics (GA_TRACKING_ID) loads Google's script from off the site: it cannot be
          // fetched from here, so it is named on a line of its own and not counted.
          // A data: URL (the theme's inline icons) is part of the CSS that holds it, not a request.
          const requests = m.requests.filter((request) => !request.url.startsWith('data:'));
          const own = requests.filter((request) => new URL(request.url, origin).origin === origin);
          const offSite = requests.filter((request) => !own.includes(request));
          const bodies = await Promise.all(
            own.map(async (request) => ({...request, transferSize: await bodyBytesAsSent(new URL(request.url, origin).href)})),
          );
          const bodyBytes = bodies.reduce((sum, r) => sum + r.transferSize, 0);
          const wireBytes = own.reduce((sum, r) => sum + r.transferSize, 0);
          record(budgets.homeFirstLoad.figure, `${kb(bodyBytes).toFixed(1)} KB`, budgets.homeFirstLoad, kb(bodyBytes));
          const parts = firstLoadByPart(bodies);
          record('  of which (KB of gzip bodies)', firstLoadParts.map((part) => `${part} ${kb(parts[part]).toFixed(1)}`).join(', '));
          record(
            '  response headers, on top (KB)',
            `${kb(wireBytes - bodyBytes).toFixed(1)} KB over ${own.length} responses (${kb(wireBytes).toFixed(1)} KB on the wire)`,
          );
          if (offSite.length > 0) record('  off the site, not counted', offSite.map((request) => request.url).join(', '));
        }
      }
    }
  }
}

// 4. Search
async function mainThreadSeconds(cdp: CDPSession): Promise<number> {
  const {metrics} = (await cdp.send('Performance.getMetrics')) as {metrics: {name: string; value: number}[]};
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
}

/**
 * Main-thread milliseconds from `act` (typing) to the search box showing the results for `query`:
 * up to the end of the frame that paints them, which is work the reader waits for (the first
 * results' frame opens the box, for one). The wait is a mutation observer inside the page, which
 * costs the page next to nothing, where a Playwright locator polls the page (queries, visibility
 * checks, layout) on every frame, and that work would be counted as the search's. Why set up before
 * the count starts: the page's main thread compiles the observer's source as it arrives, 2–3 ms on
 * the 4x slower CPU, which is the bench's work and not the search's; what is left inside the count
 * is a one-line call that fetches the outcome.
 */
async function mainThreadMsToResults(page: Page, cdp: CDPSession, query: string, act: () => Promise<unknown>): Promise<number> {
  const waiter = await page.evaluateHandle((q) => {
    const selector = `[role="listbox"][data-status="ready"][data-query="${CSS.escape(q)}"]`;
    // In an object: a promise returned as such would be awaited here, before the typing.
    return {
      arrived: new Promise<void>((resolve) => {
        // A query the box already answers (a space typed after a word) waits for the typing itself.
        const shown = document.querySelector(selector)
          ? new Promise<void>((found) => document.addEventListener('input', () => found(), {once: true, capture: true}))
          : new Promise<void>((found) => {
              const observer = new MutationObserver(() => {
                if (!document.querySelector(selector)) return;
                observer.disconnect();
                found();
              });
              observer.observe(document.body, {
                subtree: true,
                childList: true,
                attributes: true,
                attributeFilter: ['data-status', 'data-query'],
              });
            });
        // Then the frame that paints them: a frame's callbacks run before it renders, and a task
        // queued from them runs once it has. Ending at the change itself left that frame to the
        // next count, or to none, depending on when it came. (No named functions in here: the
        // bench's TypeScript runner would wrap them in a helper the page does not have.)
        void shown.then(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        );
      }),
    };
  }, query);
  try {
    const before = await mainThreadSeconds(cdp);
    await act();
    await waiter.evaluate((w) => w.arrived);
    return ((await mainThreadSeconds(cdp)) - before) * 1000;
  } finally {
    await waiter.dispose();
  }
}

/**
 * The body bytes the server sends for `url` to a browser that accepts gzip. Why: Chromium reports
 * no body size for a worker's own script (Playwright's `sizes()` gives 0 for it), so such a body
 * is fetched again here and counted as sent.
 */
function bodyBytesAsSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': 'gzip'}}, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

interface SearchRun {
  bytes: number;
  /** Main-thread milliseconds from focus to the first results. */
  first: number;
  /** Main-thread milliseconds of each further keystroke, in the order typed. */
  keystrokes: number[];
}

/** One reader's search, in a fresh browser context: focus, type `query`, then `more` one character at a time. */
async function searchRun(browser: Browser, origin: string, start: string, query: string, more: string): Promise<SearchRun> {
  const context = await browser.newContext({...devices['Pixel 7']});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(`${origin}${start}`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const box = page.locator('input.navbar__search-input');
    // Every response from focus to results, the search worker's included (CDP's page session misses those).
    let bytes = 0;
    const counting: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      counting.push(
        request.sizes().then(async (sizes) => {
          const status = (await request.response())?.status();
          const body = sizes.responseBodySize === 0 && status === 200 ? await bodyBytesAsSent(request.url()) : sizes.responseBodySize;
          bytes += body + sizes.responseHeadersSize;
        }),
      );
    });
    const first = await mainThreadMsToResults(page, cdp, query, async () => {
      await box.focus();
      // Typed through the DevTools protocol, as a keyboard would: no actionability checks in the page.
      await cdp.send('Input.insertText', {text: query});
    });
    await Promise.all(counting);
    // Counted now: the keystrokes below fetch more of the index.
    const firstBytes = bytes;
    const keystrokes: number[] = [];
    let typed = query;
    for (const char of more) {
      typed += char;
      keystrokes.push(await mainThreadMsToResults(page, cdp, typed.trim(), () => cdp.send('Input.insertText', {text: char})));
    }
    return {bytes: firstBytes, first, keystrokes};
  } finally {
    await context.close();
  }
}

async function measureSearch(origin: string): Promise<void> {
  const browser = await chromium.launch({executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const scenarios = [
      ['/docs/fdc3-intro', 'raiseIntent', 'ForC'],
      ['/docs/next/api/ref/DesktopAgent', 'broadcast', 'ing'],
      ['/docs/1.0/fdc3-intro', 'context', ' dat'],
    ] as const;
    for (const [start, query, more] of scenarios) {
      // Timings on a shared machine swing from run to run: each figure is the median of `runs` readers, as for Lighthouse.
      const all: SearchRun[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await searchRun(browser, origin, start, query, more));
      const list = (pick: (r: SearchRun) => number, digits: number) => all.map((r) => pick(r).toFixed(digits)).join(', ');
      const bytes = median(all.map((r) => kb(r.bytes)));
      record(
        `${budgets.searchFirstBytes.figure}: "${query}" on ${start} (runs: ${list((r) => kb(r.bytes), 1)})`,
        `${bytes.toFixed(1)} KB`,
        budgets.searchFirstBytes,
        bytes,
      );
      const first = median(all.map((r) => r.first));
      record(
        `  ${budgets.searchFirstMainThread.figure} (runs: ${list((r) => r.first, 0)})`,
        `${first.toFixed(0)} ms`,
        budgets.searchFirstMainThread,
        first,
      );
      // Each keystroke's figure is its median over the readers, as for every other figure here. Two
      // budgets read those figures: their median (the typical keystroke) and the costliest of them.
      // Each reader's costliest keystroke is printed beside it, since a garbage collection or a
      // recompile lands on one keystroke of one reader.
      const perKeystroke = [...more].map((_, i) => median(all.map((r) => r.keystrokes[i])));
      const middle = median(perKeystroke);
      const worst = Math.max(...perKeystroke);
      const keys = [...more].map((char, i) => `"${char === ' ' ? '␣' : char}" ${perKeystroke[i].toFixed(0)}`).join(', ');
      record(
        `  ${budgets.searchKeystroke.figure}, to "${query}${more}" (per keystroke, median of the readers: ${keys})`,
        `${middle.toFixed(0)} ms`,
        budgets.searchKeystroke,
        middle,
      );
      record(
        `  ${budgets.searchKeystrokeCostliest.figure} (each reader's costliest: ${list((r) => Math.max(...r.keystrokes), 0)})`,
        `${worst.toFixed(0)} ms`,
        budgets.searchKeystrokeCostliest,
        worst,
      );
    }
  } finally {
    await browser.close();
  }
}

/** The relevance table: per version, the generated set's hit rates and the hand-written questions' top 3. */
async function measureRelevance(origin: string): Promise<void> {
  const engine = nodeSearchEngine(buildDir, origin);
  const table: string[][] = [['version', 'names', 'exact top-1', 'exact top-3', 'prefix top-3', 'typo (Did you mean)', 'questions top-3']];
  const missed: string[] = [];
  for (const version of docsVersions) {
    const file = JSON.parse(
      fs.readFileSync(path.join(buildDir, searchIndexFolder, definitionsFile(version.name)), 'utf8'),
    ) as DefinitionsFile;
    const r = generatedRelevance(readDefinitions(file));
    // Docusaurus names the unreleased version `current`; readers know it as Next.
    const label = version.name === 'current' ? 'next' : version.name;
    const questions = searchQuestions.filter((q) => q.version === version.name);
    let found = 0;
    for (const q of questions) {
      const answer = await engine.search({term: q.query, scope: q.version, limit: searchBoxLimit, compact: true});
      const at = answer.hits.findIndex((hit) => hit.url.split('#')[0] === q.page);
      if (at >= 0 && at < 3) found += 1;
      else missed.push(`${label} "${q.query}": ${q.page} ${at < 0 ? 'not in the first five' : `is result ${at + 1}`}`);
    }
    table.push([
      label,
      String(r.exact.total),
      percent(r.exact.top1, r.exact.total),
      percent(r.exact.top3, r.exact.total),
      `${percent(r.prefix.top3, r.prefix.total)} of ${r.prefix.total}`,
      `${percent(r.typo.top1, r.typo.total)} of ${r.typo.total}`,
      questions.length ? `${found}/${questions.length}` : '–',
    ]);
    for (const [set, rate] of [
      ['prefix', r.prefix],
      ['typo', r.typo],
    ] as const) {
      if (rate.misses.length > 0) missed.push(`${label} ${set} outside the top 3: ${rate.misses.join(', ')}`);
    }
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log('\nSearch relevance (a hit is the defining section, or for a question its page):\n');
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((cell, j) => cell.padEnd(widths[j]!)).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  if (missed.length > 0) console.log(`\n${missed.join('\n')}`);
}

function printTable(): void {
  const header: Row = {figure: 'figure', value: 'value', budget: 'budget', verdict: 'verdict'};
  const widths = (Object.keys(header) as (keyof Row)[]).map((k) => Math.max(...[header, ...rows].map((r) => r[k].length)));
  const line = (r: Row) => `| ${(Object.keys(header) as (keyof Row)[]).map((k, i) => r[k].padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  const missed = rows.filter((r) => r.verdict === 'MISSED').length;
  console.log(`\n${rows.filter((r) => r.verdict).length - missed} budgets met, ${missed} missed.`);
}

// 0. The host
/**
 * Milliseconds for a fixed loop of integer arithmetic and array writes (the kind of work hydration does),
 * median of five: a machine's own speed, printed so that figures from two machines can be set side by side.
 */
function hostLoop(): number {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = process.hrtime.bigint();
    const cells = new Int32Array(4096);
    let x = 1;
    for (let i = 0; i < 30_000_000; i += 1) {
      x = (Math.imul(x, 1_103_515_245) + 12_345) | 0;
      cells[i & 4095] = x;
    }
    if (cells[7] === 42) console.log('');
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function main(): Promise<void> {
  record('host loop (fixed JavaScript loop, median of 5; lower is faster)', `${hostLoop().toFixed(0)} ms`);
  if (!skipBuild) timedBuild();
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build/ to measure: run without --no-build.');
  const pages = onlyPages ?? measurePages();
  const server = await serveBuild(buildDir, {gzip: true});
  try {
    await measureLighthouse(server.origin, pages);
    if (!skipSearch) await measureSearch(server.origin);
    printTable();
    if (!skipRelevance) await measureRelevance(server.origin);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
