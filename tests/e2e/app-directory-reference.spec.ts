/**
 * The App Directory API reference of each version with a document: its
 * endpoints and schema tables are in the served HTML (no JavaScript needed),
 * match the YAML its download link serves, a schema link lands on its section,
 * search finds the page in its own version, and axe finds nothing in light or
 * dark.
 */
import yaml from 'js-yaml';
import {test, expect, hydrated} from './fixtures';
import {axeViolations, injectAxe} from './axe';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Case {
  route: string;
  /** The served document its download link must point at. */
  document: string;
  /** An endpoint that must be listed, with its anchor. */
  endpoint: {anchor: string; text: string};
  /** A search query the page answers, among the version's results. */
  query: string;
  /** The schema whose field table holds `appId` (2.0's Application takes it from BaseApplication). */
  record: string;
}

const cases: Case[] = [
  {
    route: '/docs/1.1/app-directory/api-reference',
    document: '/schemas/1.1/app-directory.yaml',
    endpoint: {anchor: 'get-v1-apps-search', text: 'GET /v1/apps/search'},
    query: 'ApplicationSearchResponse',
    record: 'Application',
  },
  {
    route: '/docs/1.2/app-directory/api-reference',
    document: '/schemas/1.2/app-directory.yaml',
    endpoint: {anchor: 'get-v1-apps-search', text: 'GET /v1/apps/search'},
    query: 'ApplicationSearchResponse',
    record: 'Application',
  },
  {
    route: '/docs/app-directory/api-reference',
    document: '/schemas/2.0/app-directory.yaml',
    endpoint: {anchor: 'get-v2-apps', text: 'GET /v2/apps'},
    query: 'AllApplicationsResponse',
    record: 'BaseApplication',
  },
  {
    route: '/docs/next/app-directory/api-reference',
    document: '/schemas/2.0/app-directory.yaml',
    endpoint: {anchor: 'get-v2-apps', text: 'GET /v2/apps'},
    query: 'AllApplicationsResponse',
    record: 'BaseApplication',
  },
];

for (const c of cases) {
  test.describe(c.route, () => {
    test('lists every operation of the YAML its download link serves, with parameter, response and schema tables', async ({
      page,
      request,
    }) => {
      await page.goto(c.route);
      const download = page.getByRole('link', {name: 'app-directory.yaml'});
      await expect(download).toHaveAttribute('href', c.document);
      const served = await request.get(c.document);
      expect(served.status()).toBe(200);
      const doc = yaml.load(await served.text()) as {
        paths: Record<string, Record<string, unknown>>;
        components: {schemas: Record<string, unknown>};
      };
      const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
        Object.keys(item)
          .filter((m) => methods.includes(m))
          .map((m) => `${m.toUpperCase()} ${p}`),
      );
      const headings = page.locator('h3[id]').filter({has: page.locator('code')});
      await expect(headings).toHaveText(operations.map((o) => new RegExp(`^${o.replace(/[{}/]/g, '\\$&')}`)));
      await expect(page.locator(`h3#${c.endpoint.anchor}`)).toContainText(c.endpoint.text);
      await expect(page.getByRole('table', {name: `Responses of ${c.endpoint.text}`, exact: true})).toBeVisible();
      for (const name of Object.keys(doc.components.schemas))
        await expect(page.locator(`h3#schema-${name.toLowerCase()}`)).toHaveText(name);
      const fields = page.getByRole('table', {name: `Fields of ${c.record}`, exact: true});
      await expect(fields.getByRole('columnheader', {name: 'Description (from the document)'})).toBeVisible();
      await expect(fields.getByRole('row').filter({hasText: 'appId'}).first()).toBeVisible();
    });

    test('a schema link lands on its section', async ({page}) => {
      await page.goto(c.route);
      await hydrated(page);
      const responses = page.getByRole('table', {name: `Responses of ${c.endpoint.text}`, exact: true});
      const link = responses.getByRole('link').first();
      const target = (await link.getAttribute('href'))!;
      expect(target).toMatch(/^#schema-/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${c.route}${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });

    test('axe finds no violation in light or dark', async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto(c.route);
      await hydrated(page);
      await injectAxe(page);
      expect(await axeViolations(page, 'light')).toEqual([]);
      expect(await axeViolations(page, 'dark')).toEqual([]);
    });

    test('search finds the page from its own version', async ({page}) => {
      await page.goto(c.route.replace('app-directory/api-reference', 'fdc3-intro'));
      await hydrated(page);
      const box = page.locator('input.navbar__search-input');
      await box.click();
      await box.fill(c.query);
      const list = page.getByRole('listbox', {name: 'Search results'});
      await expect(list).toHaveAttribute('data-query', c.query);
      const urls = await list.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('data-url') ?? ''));
      expect(urls.some((u) => u.startsWith(c.route))).toBe(true);
      const base = c.route.replace('/app-directory/api-reference', '/');
      for (const u of urls.filter((x) => x.startsWith('/docs'))) {
        if (base === '/docs/') expect(u).not.toMatch(/^\/docs\/(next|\d+\.\d+)\//);
        else expect(u.startsWith(base)).toBe(true);
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the tables are in the served HTML of every version', async ({page}) => {
    for (const c of cases) {
      await page.goto(c.route);
      await expect(page.locator(`h3#${c.endpoint.anchor}`)).toContainText(c.endpoint.text);
      await expect(page.getByRole('table', {name: `Fields of ${c.record}`, exact: true})).toBeVisible();
      await expect(page.getByRole('link', {name: 'app-directory.yaml'})).toHaveAttribute('href', c.document);
    }
  });
});

test('next says which document it shows and where the draft differs', async ({page}) => {
  await page.goto('/docs/next/app-directory/api-reference');
  const note = page.locator('.theme-admonition').first();
  await expect(note).toContainText('No npm package of the standard ships the App Directory document of the 2.1 draft');
  await expect(note).toContainText('FDC3 2.0');
  await expect(note.getByRole('link', {name: 'changes in the 2.1 draft'})).toHaveAttribute(
    'href',
    '/docs/next/app-directory/spec#changes-in-the-21-draft',
  );
  await expect(page.getByText('the package of FDC3 2.0')).toBeVisible();
});
