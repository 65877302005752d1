/**
 * Benchmark: a cold production build (caches cleared), its wall time, CPU time
 * and peak memory, then the size of what it produced. Prints figures; asserts
 * nothing (targets are judged by people reading the numbers).
 *   npm run bench
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {repoRoot} from './lib/docs-versions';

const docusaurus = path.join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

function run(args: string[]): {wallSeconds: number; stderr: string; status: number | null} {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH_TIME %e %U %S %M', process.execPath, docusaurus, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {...process.env, CI: 'true'},
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {wallSeconds, stderr: result.stderr ?? '', status: result.status};
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

run(['clear']);
const build = run(['build']);
if (build.status !== 0) {
  console.error(build.stderr);
  throw new Error('The build failed; no figures to report.');
}
const timeLine = build.stderr.split('\n').find((l) => l.startsWith('BENCH_TIME'));
const [, elapsed, user, sys, maxRssKb] = timeLine?.split(' ') ?? [];

const files = walk(path.join(repoRoot, 'build'));
const html = files.filter((f) => f.endsWith('.html'));
const js = files.filter((f) => f.endsWith('.js'));
const css = files.filter((f) => f.endsWith('.css'));
const size = (list: string[]) => list.reduce((sum, f) => sum + fs.statSync(f).size, 0);
const mainJs = js.filter((f) => /\/main\.[^/]+\.js$/.test(f));
const gzip = (list: string[]) => list.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f)).length, 0);
const searchIndexes = files.filter((f) => /search-index.*\.json$/.test(f));

console.log('Cold production build (docusaurus clear; docusaurus build, CI=true)');
console.log(`  wall time          ${Number(elapsed ?? build.wallSeconds).toFixed(1)} s`);
console.log(`  CPU time           ${(Number(user) + Number(sys)).toFixed(1)} s (user ${user} s, system ${sys} s)`);
console.log(`  peak memory (RSS)  ${(Number(maxRssKb) / 1024).toFixed(0)} MB (largest single process)`);
console.log('Output');
console.log(`  HTML pages         ${html.length}`);
console.log(`  JavaScript         ${js.length} files, ${kb(size(js))} (${kb(gzip(js))} gzip)`);
console.log(`  main bundle        ${kb(size(mainJs))} (${kb(gzip(mainJs))} gzip)`);
console.log(`  CSS                ${css.length} files, ${kb(size(css))} (${kb(gzip(css))} gzip)`);
console.log(`  search indexes     ${searchIndexes.length} files, ${kb(size(searchIndexes))} (${kb(gzip(searchIndexes))} gzip)`);
console.log(`  whole build        ${files.length} files, ${kb(size(files))}`);
