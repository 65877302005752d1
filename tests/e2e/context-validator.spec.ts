/**
 * "Check a context" (/toolbox/check-context): for each version with served
 * schemas, a valid and an invalid context get the right verdicts and error
 * paths; malformed JSON is located by line and column; an unknown type is
 * flagged, with the spelling another version uses; it all works from the
 * keyboard; no axe-core violation in light or dark; and no other page loads
 * the validators.
 */
// cspell:ignore describedby
import {test, expect, hydrated, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';

const route = '/toolbox/check-context';
/** The chunks of the generated validator modules and schema views (webpackChunkName in src/toolbox/check-context/loadValidators.ts). */
const validatorChunk = /\/context-validator-[^/]*\.js$/;

/** Opens the checker and waits for its first verdict; returns the validator chunks the page has requested, as it requests them. */
async function open(page: Page): Promise<{chunks: string[]}> {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (validatorChunk.test(new URL(r.url()).pathname)) chunks.push(new URL(r.url()).pathname);
  });
  await page.goto(route);
  await hydrated(page);
  await expect(summary(page)).toHaveText(/^Valid for FDC3 2\.0: a fdc3\.instrument context\.$/);
  return {chunks};
}

const summary = (page: Page) => page.getByTestId('check-summary');
const errorItems = (page: Page) => page.getByTestId('check-errors').getByRole('listitem');
const json = (page: Page) => page.getByLabel('Context as JSON');

async function paste(page: Page, value: unknown): Promise<void> {
  await json(page).fill(typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

const versions = [
  {folder: '1.1', label: '1.1'},
  {folder: '1.2', label: '1.2'},
  {folder: '2.0', label: '2.0'},
  {folder: 'next', label: 'Next'},
];

test('each version: a valid context passes, an invalid one lists its errors by JSON path; each version loads its own chunk', async ({
  page,
}) => {
  const {chunks} = await open(page);
  for (const {folder, label} of versions) {
    await page.getByLabel('FDC3 version').selectOption(folder);
    await paste(page, {type: 'fdc3.contact', id: {email: 'someone@example.org'}, name: 'Someone'});
    await expect(summary(page)).toHaveText(`Valid for FDC3 ${label}: a fdc3.contact context.`);
    await expect(json(page)).not.toHaveAttribute('aria-invalid', 'true');
    await paste(page, {type: 'fdc3.instrument', id: {ISIN: 42}, name: true});
    await expect(summary(page)).toHaveText(`Not valid for FDC3 ${label}: 2 errors.`);
    await expect(json(page)).toHaveAttribute('aria-invalid', 'true');
    const paths = await errorItems(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-path')).sort());
    expect(paths, label).toEqual(['/id/ISIN', '/name']);
    await expect(errorItems(page).filter({hasText: '/id/ISIN'})).toContainText('ISIN must be a string (schema rule: type)');
    await paste(page, {id: {}});
    await expect(errorItems(page)).toHaveText(['/type type is required (schema rule: required)']);
  }
  expect(chunks.map((c) => c.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(
    versions
      .flatMap((v) => [
        `context-validator-validator-${v.folder.replace('.', '-')}-js`,
        `context-validator-fields-${v.folder.replace('.', '-')}-json`,
      ])
      .map((name) => `/assets/js/${name}`)
      .sort(),
  );
});

test('the example of a standard type loads and is valid', async ({page}) => {
  await open(page);
  await page.getByLabel('FDC3 version').selectOption('next');
  await page.getByLabel('Example of a standard type').selectOption('fdc3.timeRange');
  await page.getByRole('button', {name: 'Load the example'}).click();
  await expect(json(page)).toHaveValue(/"type": "fdc3\.timeRange"/);
  await expect(summary(page)).toHaveText('Valid for FDC3 Next: a fdc3.timeRange context.');
});

test('malformed JSON shows its line and column', async ({page}) => {
  await open(page);
  await paste(page, '{\n  "type": "fdc3.instrument",\n  "id": {}\n  "name": "x"\n}');
  await expect(summary(page)).toHaveText(/^Not JSON: line 4, column 3: expected "," or "}" after a field/);
  await expect(json(page)).toHaveAttribute('aria-invalid', 'true');
});

test('an unknown type is flagged; fdc3.timerange in Next suggests fdc3.timeRange', async ({page}) => {
  await open(page);
  await paste(page, {type: 'example.order', name: 5});
  await expect(summary(page)).toHaveText('Not valid for FDC3 2.0: 1 error.');
  await expect(page.getByTestId('check-notices')).toContainText('example.order is not a standard context type of FDC3 2.0');
  await page.getByLabel('FDC3 version').selectOption('next');
  await paste(page, {type: 'fdc3.timerange', startTime: '2024-03-01T09:30:00Z'});
  await expect(summary(page)).toHaveText('Valid for FDC3 Next: checked against the base context schema only.');
  const notices = page.getByTestId('check-notices');
  await expect(notices).toContainText('Did you mean fdc3.timeRange? That is how FDC3 Next spells it');
  await expect(notices).toContainText('fdc3.timerange is a standard type of FDC3 2.0, but not of FDC3 Next');
});

test('keyboard only: pick a version and an example, load it, and read the verdict', async ({page}) => {
  await open(page);
  const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
  await page.getByLabel('FDC3 version').focus();
  await page.keyboard.press('End');
  await expect(page.getByLabel('FDC3 version')).toHaveValue('next');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('tb-cc-example');
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Load the example'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(json(page)).toHaveValue(/"type": "fdc3\.action"/);
  await expect(summary(page)).toHaveText('Valid for FDC3 Next: a fdc3.action context.');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('tb-cc-json');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{"type": 1}');
  await expect(summary(page)).toHaveText('Not valid for FDC3 Next: 1 error.');
  await expect(errorItems(page)).toHaveText(['/type type must be a string (schema rule: type)']);
  // The verdict is announced: it sits in a live region the text area points to.
  await expect(summary(page)).toHaveAttribute('role', 'status');
  await expect(json(page)).toHaveAttribute('aria-describedby', 'tb-cc-summary');
});

test('axe-core finds no WCAG A or AA violation in light or dark, with errors and notices on show', async ({page}) => {
  await open(page);
  await paste(page, {type: 'fdc3.timeRange', name: 5});
  await expect(page.getByTestId('check-notices')).toBeVisible();
  await expect(page.getByTestId('check-errors')).toBeVisible();
  await injectAxe(page);
  const violations = [...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))];
  expect(violations).toEqual([]);
});

test('a docs page loads none of the validator code', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/docs/fdc3-intro');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Hovering the toolbox link would prefetch the page's own chunk, never a validator.
  expect(requested.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(0);
  expect(requested.filter((p) => validatorChunk.test(p))).toEqual([]);
  // The page does load them: the check above looks for the right names.
  await page.goto(route);
  await expect(summary(page)).toHaveText(/^Valid for FDC3 2\.0/);
  // One version's checks and its schema views.
  expect(requested.filter((p) => validatorChunk.test(p)).length).toBe(2);
});

test('the checks run under the CSP, which has no unsafe-eval (the validators are compiled ahead of time)', async ({page}) => {
  // The suite is served with the build's own _headers; the harness fails the test on any CSP violation.
  const response = await page.goto(route);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  expect(response?.headers()['content-security-policy']).not.toMatch(/'unsafe-eval'/);
  await expect(summary(page)).toHaveText('Valid for FDC3 2.0: a fdc3.instrument context.');
  await page.getByLabel('FDC3 version').selectOption('next');
  await paste(page, {type: 'fdc3.valuation', value: 'x', CURRENCY_ISOCODE: 'usd'});
  await expect(summary(page)).toHaveText('Not valid for FDC3 Next: 2 errors.');
});

test("a context reference page's link arrives with its version and type picked, the example loaded and the schema shown as fields", async ({
  page,
}) => {
  await page.goto('/docs/1.2/context/ref/Instrument');
  await page.getByRole('link', {name: 'context checker'}).click();
  await expect(page).toHaveURL(/\/toolbox\/check-context\?version=1\.2&type=fdc3\.instrument$/);
  await expect(page.getByLabel('FDC3 version')).toHaveValue('1.2');
  await expect(page.getByLabel('Example of a standard type')).toHaveValue('fdc3.instrument');
  await expect(summary(page)).toHaveText('Valid for FDC3 1.2: a fdc3.instrument context.');
  const view = page.getByTestId('schema-view');
  await expect(view.getByRole('heading')).toHaveText('The schema of fdc3.instrument');
  await expect(view.getByRole('row', {name: /^id\.ISIN string No$/})).toBeVisible();
  await expect(view.getByRole('row', {name: /^type "fdc3\.instrument" Yes$/})).toBeVisible();
  // 1.2 as released has no `market`; the draft's schema does, with its own descriptions.
  await expect(view.getByRole('cell', {name: 'market', exact: true})).toHaveCount(0);
  await expect(view.getByRole('link', {name: 'instrument.schema.json'})).toHaveAttribute('href', '/schemas/1.2/instrument.schema.json');
  await page.getByLabel('FDC3 version').selectOption('next');
  await expect(view.getByRole('cell', {name: 'market.MIC', exact: true})).toBeVisible();
  await expect(view.getByRole('columnheader', {name: 'Description (from the schema)'})).toBeVisible();
});
