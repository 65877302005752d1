/**
 * The reader paths and the toolbox's ways in (issue 32, parts 1 and 4): the
 * app developer's path followed from the home page to the Workbench; each
 * Getting started page lists its own version's steps (from
 * src/data/reader-path-steps.ts), every one of which the build serves; the
 * home page's toolbox section and the footer's Learn group link the toolbox;
 * every context type page links a check of its type in the toolbox, and the
 * link opens the Workbench or the context checker with the type picked.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, visit, type Page} from './fixtures';
import {toolboxPaths} from '../../src/toolbox/paths';
import {buildDir, builtFiles, builtPages, idsIn, resolvesTo} from '../../scripts/lib/build-pages';
import {axeViolations, injectAxe} from './axe';
import {pathVersions, readerPaths, type PathVersion, type ReaderPathId} from '../../src/data/reader-paths';
import {readerPathSteps, stepsIn} from '../../src/data/reader-path-steps';

const introOf: Record<PathVersion, string> = {'2.0': '/docs/fdc3-intro', current: '/docs/next/fdc3-intro'};
/** A path's section on Getting started (its heading's name also holds the heading's "Direct link" anchor). */
const pathSection = (page: Page, id: ReaderPathId) => page.locator(`section[data-reader-path="${id}"]`);

test('the app developer’s path: from the home page to its steps on Getting started, the first app, and on to the Workbench', async ({
  page,
}) => {
  await visit(page, '/');
  const start = page.getByRole('region', {name: 'Where to start'});
  // The paths come right after the hero: the first section of the page's main content.
  await expect(page.locator('main > section').first()).toHaveAttribute('aria-labelledby', 'home-paths-heading');
  await expect(start.getByRole('heading', {level: 3})).toHaveText(readerPaths.map((p) => p.title));
  await start.getByRole('link', {name: 'I build an app'}).click();
  await expect(page).toHaveURL(/\/docs\/fdc3-intro#path-app$/);

  const app = pathSection(page, 'app');
  await expect(app).toBeInViewport();
  const steps = stepsIn(readerPathSteps.app, '2.0');
  await expect(app.getByRole('listitem')).toHaveText(steps.map(({step}) => `${step.label}: ${step.learn}`));
  expect(
    await app
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ).toEqual(steps.map((s) => s.href));

  // The first step: the complete first app, an example that broadcasts and raises an intent.
  await app.getByRole('link', {name: steps[0].step.label}).click();
  await expect(page).toHaveURL(/#getting-started-as-an-app-developer$/);
  const example = page.locator('pre').filter({hasText: 'fdc3Ready'}).first();
  await expect(example).toContainText('fdc3.broadcast(');
  await expect(example).toContainText("fdc3.raiseIntent('ViewChart'");

  // The last step: the Workbench.
  await app.getByRole('link', {name: steps.at(-1)!.step.label}).click();
  await expect(page).toHaveURL(/\/toolbox\/fdc3-workbench$/);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('FDC3 Workbench');
});

for (const version of pathVersions) {
  test(`Getting started of ${version === 'current' ? 'next' : version} opens with the three paths of its version, every step served`, async ({
    page,
  }) => {
    await visit(page, introOf[version]);
    const article = page.locator('article .markdown');
    await expect(article.getByRole('heading', {level: 2}).first()).toHaveText('Where to start');
    const files = builtFiles();
    for (const p of readerPaths) {
      const section = pathSection(page, p.id);
      await expect(section.getByRole('heading', {level: 3})).toContainText(p.title);
      const steps = stepsIn(readerPathSteps[p.id], version);
      const hrefs = await section
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs, p.id).toEqual(steps.map((s) => s.href));
      for (const href of hrefs) {
        const url = new URL(href, 'http://site');
        const file = resolvesTo(files, url.pathname);
        expect(file, href).toBeTruthy();
        if (url.hash) expect(idsIn(file!).has(url.hash.slice(1)), href).toBe(true);
      }
    }
    const bridging = pathSection(page, 'agent').getByRole('link', {name: 'Desktop Agent Bridging'});
    await expect(bridging).toHaveCount(version === 'current' ? 1 : 0);
  });
}

test('the home page has a section on the toolbox, and the footer’s Learn group links it', async ({page}) => {
  await visit(page, '/');
  const toolbox = page.getByRole('region', {name: 'Try FDC3 in your browser'});
  for (const [name, href] of [
    ['toolbox', toolboxPaths.home],
    ['Workbench', toolboxPaths.workbench],
    ['check a context', toolboxPaths.checkContext],
    ['FDC3 Explained', toolboxPaths.explainedHome],
  ])
    await expect(toolbox.getByRole('link', {name, exact: true}), name).toHaveAttribute('href', href);
  const learn = page.locator('footer .footer__col').filter({has: page.getByText('Learn', {exact: true})});
  await expect(learn.getByRole('link', {name: 'Toolbox', exact: true})).toHaveAttribute('href', '/toolbox');
});

test('a 2.0 context type page links the Workbench, which opens with that type', async ({page}) => {
  await visit(page, '/docs/context/ref/Contact');
  const link = page.getByRole('link', {name: 'Check a context of this type in the Workbench'});
  await expect(link).toHaveAttribute('href', '/toolbox/fdc3-workbench?type=fdc3.contact');
  await link.click();
  await expect(page).toHaveURL(/\/toolbox\/fdc3-workbench\?type=fdc3\.contact$/);
  await hydrated(page);
  await expect(page.getByLabel('Context type', {exact: true})).toHaveValue('fdc3.contact');
  await expect(page.getByLabel('Context as JSON')).toHaveValue(/"type": "fdc3\.contact"/);
});

test('a context type page of the draft links the context checker, which opens with that version and type', async ({page}) => {
  await visit(page, '/docs/next/context/ref/ChatRoom');
  const link = page.locator('[data-toolbox-link="context-type"]');
  await expect(link).toHaveText('Check a context of this type in the toolbox');
  await expect(link).toHaveAttribute('href', '/toolbox/check-context?version=next&type=fdc3.chat.room');
  await link.click();
  await hydrated(page);
  await expect(page.getByLabel('FDC3 version')).toHaveValue('next');
  await expect(page.getByLabel('Example of a standard type')).toHaveValue('fdc3.chat.room');
});

test('every listed context type page of every version links the toolbox, and each link is served', () => {
  const files = builtFiles();
  const pages = builtPages().filter(({route}) => /^\/docs(\/[^/]+)?\/context\/ref\/[A-Za-z]+$/.test(route));
  let linked = 0;
  for (const {route, file} of pages) {
    const html = fs.readFileSync(file, 'utf8');
    // Unlisted gap pages (a type a version does not have) carry no link.
    if (html.includes('theme-unlisted-banner') || /<meta name="?robots"? content="?noindex/.test(html)) continue;
    const hrefs = [...html.matchAll(/<a [^>]*data-toolbox-link="?context-type"?[^>]*>/g)].map(
      (m) => /href="?([^"\s>]+)/.exec(m[0])?.[1] ?? '',
    );
    expect(hrefs.length, route).toBe(1);
    expect(resolvesTo(files, new URL(hrefs[0].replace(/&amp;/g, '&'), 'http://site').pathname), `${route}: ${hrefs[0]}`).toBeTruthy();
    linked++;
  }
  expect(linked).toBeGreaterThan(60);
  expect(path.relative(buildDir, pages[0].file)).toMatch(/context\/ref/);
});

for (const route of ['/', '/docs/fdc3-intro', '/docs/next/fdc3-intro', '/docs/context/ref/Contact', '/docs/1.0/context/ref/Instrument']) {
  test(`axe-core finds no WCAG A or AA violation on ${route} in light or dark`, async ({page}) => {
    await visit(page, route);
    await injectAxe(page);
    const violations = [...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))];
    expect(violations).toEqual([]);
  });
}
