/**
 * The conformance pages (src/plugins/conformance) and the certified
 * implementations (src/data/certified.ts): a rule's "tested by" link lands on
 * its test case and the case links back to the rule; the community table
 * filters by FDC3 version; the conformance pages and the table pass axe in
 * both themes (the full crawl runs axe on the rule pages, such as DesktopAgent, too).
 */
import {test, expect, hydrated, visit} from './fixtures';
import {injectAxe, axeViolations} from './axe';
import {certified, certifiedForCommunity, certifiedId} from '../../src/data/certified';

test('a rule\'s "tested by" link lands on the test case, which links back to the rule', async ({page}) => {
  await visit(page, '/docs/api/ref/DesktopAgent');
  const testedBy = page.locator('h3#broadcast ~ p.tested-by').first();
  await expect(testedBy).toContainText('Conformance: tested by');
  const link = testedBy.getByRole('link', {name: '2.0-UCBasicUsage1', exact: true});
  await expect(link).toHaveAttribute('href', '/docs/conformance/user-channels#20-UCBasicUsage1');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/conformance\/user-channels#20-UCBasicUsage1$/);
  const heading = page.locator('[id="20-UCBasicUsage1"]');
  await expect(heading).toBeInViewport();
  await expect(heading).toHaveText(/2\.0-UCBasicUsage1/);
  // The case's list names the rule with its keyword and links its section.
  const back = page.locator('[id="20-UCBasicUsage1"] + ul').getByRole('link', {name: 'Provide broadcast as the reference describes it.'});
  await expect(back).toHaveAttribute('href', '/docs/api/ref/DesktopAgent#broadcast');
});

test('1.2 rules link to the 1.2 cases', async ({page}) => {
  await visit(page, '/docs/1.2/api/ref/DesktopAgent');
  const link = page.locator('h3#joinchannel ~ p.tested-by').first().getByRole('link', {name: 'BasicJC1', exact: true});
  await link.click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/conformance\/basic#BasicJC1$/);
  await expect(page.locator('[id="BasicJC1"]')).toBeInViewport();
});

test('the certified implementations table filters by FDC3 version', async ({page}) => {
  await visit(page, '/community');
  const table = page.getByRole('table', {name: 'Certified implementations'});
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(certified.length);
  for (const version of ['1.2', '2.0'] as const) {
    const button = page.getByRole('button', {name: new RegExp(`^FDC3 ${version.replace('.', '\\.')}\\b`)});
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const expected = certified.filter((c) => c.fdc3Version === version).length;
    await expect(rows).toHaveCount(expected);
    await expect(table.locator(`tbody tr:not([data-version="${version}"])`)).toHaveCount(0);
    await expect(page.getByRole('status').filter({hasText: 'certifications'})).toHaveText(
      `Showing ${expected} of ${certified.length} certifications`,
    );
  }
  await page.getByRole('button', {name: /^All versions\b/}).click();
  await expect(rows).toHaveCount(certified.length);
});

test("a community product's certified link lands on its row, even when the filter hides it", async ({page}) => {
  await visit(page, '/community');
  // OpenFin's oldest 2.0 certification, while the table shows only 1.2.
  const target = certifiedForCommunity('OpenFin').find((c) => c.fdc3Version === '2.0');
  expect(target).toBeDefined();
  const id = certifiedId(target!);
  await page.getByRole('button', {name: /^FDC3 1\.2\b/}).click();
  const row = page.locator(`[id="${id}"]`);
  await expect(row).toHaveCount(0);
  const card = page.locator('article').filter({has: page.getByRole('heading', {name: 'OpenFin', exact: true})});
  const link = card.getByRole('link', {name: 'FDC3 2.0', exact: true});
  await expect(link).toHaveAttribute('href', `#${id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/community#${id}$`));
  await expect(page.getByRole('button', {name: /^All versions\b/})).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeInViewport();
  await expect(row).toContainText(target!.product);
});

for (const route of [
  '/docs/conformance/overview',
  '/docs/conformance/intents',
  '/docs/conformance/coverage',
  '/docs/1.2/conformance/coverage',
  '/docs/fdc3-compliance',
  '/community',
]) {
  test(`axe finds no violation on ${route} in light or dark`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route);
    await hydrated(page);
    await injectAxe(page);
    expect(await axeViolations(page, 'light')).toEqual([]);
    expect(await axeViolations(page, 'dark')).toEqual([]);
  });
}
