/**
 * The toolbox's App Directory records (issue 28, part 2), as the build serves
 * them: one URL lists them all, each record is served on its own, each points
 * at a built toolbox page, and the Workbench's record names exactly the
 * intents and context types the Workbench offers.
 */
import {test, expect, hydrated} from './fixtures';
import {appdListPath, appdRecordPath} from '../../src/plugins/toolbox/appd';

interface Record_ {
  appId: string;
  type: string;
  details: {url: string};
  interop?: {intents?: {raises?: Record<string, string[]>}; userChannels?: {broadcasts: string[]; listensFor: string[]}};
}

test('one URL lists the toolbox apps; each is served on its own and opens its page', async ({request}) => {
  const response = await request.get(`/${appdListPath}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const {applications} = (await response.json()) as {applications: Record_[]};
  expect(applications.map((a) => a.appId)).toEqual([
    'fdc3-workbench',
    'fdc3-explained-1-0',
    'fdc3-explained-1-1',
    'fdc3-explained-1-2',
    'fdc3-explained-2-0',
  ]);
  for (const app of applications) {
    const own = await request.get(`/${appdRecordPath(app.appId)}`);
    expect(await own.json(), app.appId).toEqual(app);
    expect(app.type).toBe('web');
    const page = await request.get(new URL(app.details.url).pathname);
    expect(page.status(), app.details.url).toBe(200);
  }
});

test("the Workbench's record names the intents its picker offers and the context types its form builds", async ({page, request}) => {
  const {applications} = (await (await request.get(`/${appdListPath}`)).json()) as {applications: Record_[]};
  const record = applications.find((a) => a.appId === 'fdc3-workbench')!;
  await page.goto('/toolbox/fdc3-workbench');
  await hydrated(page);
  const offered = await page
    .getByLabel('Intent', {exact: true})
    .locator('optgroup[label="FDC3 2.0 intents"] option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(Object.keys(record.interop?.intents?.raises ?? {})).toEqual(offered);
  const types = await page
    .getByLabel('Context type')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v.startsWith('fdc3.')));
  expect([...(record.interop?.userChannels?.listensFor ?? [])].sort()).toEqual([...types].sort());
});
