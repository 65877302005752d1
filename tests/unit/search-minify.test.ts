import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {minifySearchScripts, searchScripts} from '../../src/plugins/search-index/minify';

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

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-minify-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

test('the search scripts are minified in place and still parse, as a module and as a classic script', async () => {
  const dir = fixture({'pagefind.js': moduleSource, 'pagefind-worker.js': workerSource});
  await minifySearchScripts(dir);
  const api = fs.readFileSync(path.join(dir, 'pagefind.js'), 'utf8');
  const worker = fs.readFileSync(path.join(dir, 'pagefind-worker.js'), 'utf8');
  for (const [out, source] of [
    [api, moduleSource],
    [worker, workerSource],
  ]) {
    assert.ok(out.length < source.length * 0.8, out);
    assert.ok(!out.includes('//') && !out.includes('  '), `comments and indentation are gone: ${out}`);
  }
  assert.match(api, /import\.meta\.url/);
  assert.match(api, /export\s*\{?.*search|export async function search/);
  fs.renameSync(path.join(dir, 'pagefind.js'), path.join(dir, 'pagefind.mjs'));
  fs.renameSync(path.join(dir, 'pagefind-worker.js'), path.join(dir, 'pagefind-worker.cjs'));
  for (const file of ['pagefind.mjs', 'pagefind-worker.cjs']) execFileSync(process.execPath, ['--check', path.join(dir, file)]);
  assert.deepEqual(
    searchScripts.map((s) => s.file),
    ['pagefind.js', 'pagefind-worker.js'],
  );
});

test('a script Pagefind no longer writes, or one that does not parse, fails the build with its path', async () => {
  const missing = fixture({'pagefind.js': moduleSource});
  await assert.rejects(minifySearchScripts(missing), /pagefind-worker\.js is missing: Pagefind no longer writes it/);
  const broken = fixture({'pagefind.js': 'export const = ;', 'pagefind-worker.js': workerSource});
  await assert.rejects(minifySearchScripts(broken), /minifying .*pagefind\.js failed/);
});
