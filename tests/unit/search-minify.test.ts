import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {shippedFiles, unusedPagefindFiles} from '../../src/plugins/build-output/search-index/files';
import {minifySearchScripts, searchScripts, type IndexFile} from '../../src/plugins/build-output/search-index/minify';

const moduleSource = `// The search API, as Pagefind writes it.
const   base_url = new URL("./", import.meta.url).toString();
export async function search(term) {
    const   words = term.split(" ");
    return { base_url, words };
}
`;
const workerSource = `// The worker, a classic script.
self.onmessage = function (event) {
    const   reply = { id: event.data.id, ok: true };
    self.postMessage(reply);
};
`;
const file = (p: string, text: string): IndexFile => ({path: p, content: new TextEncoder().encode(text)});
const text = (files: IndexFile[], p: string) => new TextDecoder().decode(files.find((f) => f.path === p)!.content);

test('the search scripts are minified and still parse, as a module and as a classic script; other files pass unchanged', async () => {
  const chunk = file('index/en_1.pf_index', 'binary');
  const out = await minifySearchScripts([file('pagefind.js', moduleSource), file('pagefind-worker.js', workerSource), chunk]);
  assert.deepEqual(
    out.map((f) => f.path),
    ['pagefind.js', 'pagefind-worker.js', 'index/en_1.pf_index'],
  );
  assert.equal(out[2], chunk);
  const api = text(out, 'pagefind.js');
  const worker = text(out, 'pagefind-worker.js');
  for (const [minified, source] of [
    [api, moduleSource],
    [worker, workerSource],
  ]) {
    assert.ok(minified.length < source.length * 0.8, minified);
    assert.ok(!minified.includes('//') && !minified.includes('  '), `comments and indentation are gone: ${minified}`);
  }
  assert.match(api, /import\.meta\.url/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-minify-'));
  fs.writeFileSync(path.join(dir, 'api.mjs'), api);
  fs.writeFileSync(path.join(dir, 'worker.cjs'), worker);
  for (const name of ['api.mjs', 'worker.cjs']) execFileSync(process.execPath, ['--check', path.join(dir, name)]);
  assert.deepEqual(
    searchScripts.map((s) => s.file),
    ['pagefind.js', 'pagefind-worker.js'],
  );
});

test('a script Pagefind no longer writes, or one that does not parse, fails the build with its name', async () => {
  await assert.rejects(minifySearchScripts([file('pagefind.js', moduleSource)]), /Pagefind no longer writes pagefind-worker\.js/);
  await assert.rejects(
    minifySearchScripts([file('pagefind.js', 'export const = ;'), file('pagefind-worker.js', workerSource)]),
    /minifying pagefind\.js failed/,
  );
});

test("Pagefind's own search interfaces are left out of the build, and every other file is kept", () => {
  const index = [
    'pagefind.js',
    'pagefind-worker.js',
    'pagefind-entry.json',
    'wasm.en.pagefind',
    'index/en_1.pf_index',
    'fragment/en_2.pf_fragment',
  ];
  const files = [...index, ...unusedPagefindFiles].map((p) => file(p, 'x'));
  assert.deepEqual(
    shippedFiles(files).map((f) => f.path),
    index,
  );
});
