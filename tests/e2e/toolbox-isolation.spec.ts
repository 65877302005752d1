/**
 * No docs page loads the toolbox's code (issue 28): the Workbench and FDC3
 * Explained, with their simulated agent and their real-agent detection, load
 * only on the toolbox's own pages. The check reads every script a page loads
 * for the toolbox's class names, which only toolbox code holds; the toolbox
 * pages themselves show that the check sees them.
 */
import {test, expect, hydrated, type Page} from './fixtures';

/** Class names written by the toolbox's components (src/toolbox), in no other code. */
const toolboxMarkers = ['tb-log__list', 'tb-wb-', 'tb-window'];

async function scriptsWithToolboxCode(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    reading.push(
      response.text().then(
        (text) => {
          if (toolboxMarkers.some((m) => text.includes(m))) found.push(new URL(response.url()).pathname);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(route);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  return found;
}

const docsPages = [
  '/',
  '/docs/fdc3-intro',
  '/docs/api/ref/DesktopAgent',
  '/docs/next/api/ref/DesktopAgent',
  '/docs/1.2/api/ref/DesktopAgent',
  '/docs/1.0/api/api-spec',
  '/docs/context/ref/Instrument',
  '/blog',
];

/** Pages that carry "Open in the Workbench" links (src/data/try-it.ts): plain links, which load nothing of the Workbench. */
const pagesWithTryLinks = ['/docs/api/ref/DesktopAgent', '/docs/next/api/ref/DesktopAgent'];

test('no docs page loads toolbox code', async ({page}) => {
  for (const route of docsPages) {
    expect(await scriptsWithToolboxCode(page, route), route).toEqual([]);
    if (pagesWithTryLinks.includes(route)) expect(await page.locator('a[data-toolbox-link="try-it"]').count(), route).toBeGreaterThan(5);
  }
});

test('the check sees toolbox code where it is: the Workbench and FDC3 Explained load it', async ({page}) => {
  expect(await scriptsWithToolboxCode(page, '/toolbox/fdc3-workbench')).not.toEqual([]);
  expect(await scriptsWithToolboxCode(page, '/toolbox/fdc3-explained/2.0')).not.toEqual([]);
});
