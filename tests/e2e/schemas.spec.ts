/**
 * The standard's files under /schemas/, served with the build's own `_headers`
 * as a CDN host would (the whole suite is): a page on another origin can fetch them (and cannot
 * fetch a docs page), every schema URL that the built pages link answers 200
 * with its media type, and every file of the index is there, with the `$id`
 * of each schema equal to its URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test, expect, type Page} from './fixtures';
import {buildDir, builtPages} from '../../scripts/lib/build-pages';
import {contentTypes, type SchemaIndex} from '../../src/fdc3/schemas';

/** The origin the build was made for (SITE_URL's default), which the built pages and `$id`s name. */
const siteOrigin = 'https://fdc3.finos.org';

/**
 * Another origin on the same loopback address (another port), serving one plain page with no policy of its own:
 * what the browser then refuses is CORS's doing. (A host name such as `localhost` would meet Chromium's
 * local-network rules first.)
 */
let other: http.Server;
let otherOrigin: string;

test.beforeAll(async () => {
  other = http.createServer((_req, res) => res.writeHead(200, {'Content-Type': 'text/html'}).end('<!doctype html><title>probe</title>'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

/** What a page on `from` gets when it fetches `url`: the status and media type, or the browser's refusal. */
async function fetchFrom(page: Page, from: string, url: string) {
  await page.goto(`${from}/probe`);
  return page.evaluate(async (target) => {
    try {
      const response = await fetch(target);
      return {ok: response.ok, status: response.status, type: response.headers.get('content-type'), body: await response.text()};
    } catch (error) {
      return {ok: false, status: 0, type: null, body: String(error)};
    }
  }, url);
}

test.describe('from another origin', () => {
  // Why: the config's extra `connection` header would make every fetch a pre-flighted one, which no reader's browser sends.
  test.use({extraHTTPHeaders: {}});
  // The control below is refused on purpose, and Chromium says so.
  test.use({
    expectedErrors:
      /^(Access to fetch at '[^']+\/docs\/fdc3-intro' from origin '[^']+' has been blocked by CORS policy|Failed to load resource: net::ERR_FAILED$)/,
  });

  test('a page on another origin can fetch a schema and the App Directory document, but not a docs page', async ({page, baseURL}) => {
    const schema = await fetchFrom(page, otherOrigin, `${baseURL}/schemas/1.2/instrument.schema.json`);
    expect(schema.status, schema.body).toBe(200);
    expect(schema.type).toBe(contentTypes.schema);
    expect(JSON.parse(schema.body).$id).toBe(`${siteOrigin}/schemas/1.2/instrument.schema.json`);
    const yaml = await fetchFrom(page, otherOrigin, `${baseURL}/schemas/2.0/app-directory.yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.type).toBe(contentTypes.yaml);
    expect(yaml.body).toMatch(/^openapi: 3\./m);
    // The control: without Access-Control-Allow-Origin the browser refuses, so the test above can fail.
    const docs = await fetchFrom(page, otherOrigin, `${baseURL}/docs/fdc3-intro`);
    expect(docs.status).toBe(0);
    expect(docs.body).toMatch(/Failed to fetch/);
  });
});

test('every schema URL the built pages link answers 200 with its media type', async ({request}) => {
  const linked = new Set<string>();
  for (const {file} of builtPages()) {
    const html = fs.readFileSync(file, 'utf8');
    // Attributes may be unquoted in the minified HTML.
    for (const m of html.matchAll(/href=["']?(?:https:\/\/fdc3\.finos\.org)?(\/schemas\/[^"'\s>#?]+)/g)) linked.add(m[1]);
  }
  expect(linked.size, 'the docs link schemas').toBeGreaterThanOrEqual(20);
  const failures: string[] = [];
  for (const urlPath of [...linked].sort()) {
    const response = await request.get(urlPath);
    const expected = urlPath.endsWith('.yaml')
      ? contentTypes.yaml
      : urlPath.endsWith('.schema.json')
        ? contentTypes.schema
        : contentTypes.json;
    if (response.status() !== 200 || response.headers()['content-type'] !== expected)
      failures.push(`${urlPath}: ${response.status()} ${response.headers()['content-type']}`);
  }
  expect(failures).toEqual([]);
});

test('the index lists every served file of each version, and each schema names its own URL as $id', async ({request}) => {
  const index = (await (await request.get('/schemas/index.json')).json()) as SchemaIndex;
  expect(index.versions.map((v) => v.version)).toEqual(['1.1', '1.2', '2.0', 'next']);
  const listed = index.versions.flatMap((v) => [
    ...v.contextSchemas.map((c) => c.url),
    ...(v.baseContextSchema ? [v.baseContextSchema] : []),
    ...(v.appDirectory ? [v.appDirectory] : []),
    ...v.otherFiles,
  ]);
  const onDisk = fs
    .readdirSync(path.join(buildDir, 'schemas'), {recursive: true})
    .map(String)
    .filter((f) => /\.(json|yaml)$/.test(f) && f !== 'index.json')
    .map((f) => `${siteOrigin}/schemas/${f.split(path.sep).join('/')}`);
  expect([...listed].sort()).toEqual(onDisk.sort());
  for (const url of listed.filter((u) => u.endsWith('.schema.json'))) {
    const response = await request.get(url.replace(siteOrigin, ''));
    expect(response.status(), url).toBe(200);
    expect(((await response.json()) as {$id: string}).$id).toBe(url);
  }
});
