import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {merge} from 'webpack-merge';
import {patches} from '../../src/plugins/docusaurus-patches/patches';
import {
  addedLines,
  bundleExpectations,
  bundleProblems,
  originalProblem,
  PatchCheckPlugin,
  resolvePackageFile,
  sha256,
  unappliedPatchLines,
  type BundleExpectation,
} from '../../src/plugins/docusaurus-patches/check';
import docusaurusPatchesPlugin, {patchFiles} from '../../src/plugins/docusaurus-patches';
import {RegistryPathsPlugin, registryEntries, stripRegistryPaths} from '../../src/plugins/docusaurus-patches/registry-paths';

const root = path.join(__dirname, '..', '..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, {version: string}>};

const temporaryDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-patches-'));

test('every @docusaurus package is pinned to one exact version, the one installed and locked, and the patches are made for it', () => {
  const specs = Object.entries({...packageJson.dependencies, ...packageJson.devDependencies}).filter(([name]) =>
    name.startsWith('@docusaurus/'),
  );
  assert.ok(specs.length >= 10, `only ${specs.length} @docusaurus packages in package.json`);
  const versions = new Set(specs.map(([, spec]) => spec));
  assert.equal(versions.size, 1, `more than one version: ${[...versions].join(', ')}`);
  const [version] = versions;
  assert.match(version!, /^\d+\.\d+\.\d+$/, 'not an exact version');
  for (const [name, entry] of Object.entries(lock.packages))
    if (/^node_modules\/@docusaurus\/[^/]+$/.test(name)) assert.equal(entry.version, version, `${name} in package-lock.json`);
  for (const file of patchFiles) assert.match(path.basename(file), new RegExp(`\\+${version!.replace(/\./g, '\\.')}\\.patch$`));
  // patch-package belongs to the production install, which must apply the patches too.
  assert.ok(packageJson.dependencies['patch-package'], 'patch-package is not in dependencies');
});

test('each original that a patch changes or depends on is the file the patch was made against (SHA-256)', () => {
  const problems = patches.flatMap((patch) =>
    patch.originals.map((original) => originalProblem(patch, original, resolvePackageFile(original.file))).filter(Boolean),
  );
  assert.deepEqual(problems, []);
  // Every patch-package patch is in the ledger with its own file, and every file it touches has a hash.
  for (const file of patchFiles) {
    const touched = [...addedLines(fs.readFileSync(file, 'utf8')).keys()];
    const hashed = patches.filter((p) => path.join(root, p.ours) === file).flatMap((p) => p.originals.map((o) => o.file));
    assert.deepEqual([...touched].sort(), [...hashed].sort(), file);
  }
});

test('a changed original fails the check, saying what to do; an unpatched one asks for the install', () => {
  const dir = temporaryDir();
  const patch = patches.find((p) => p.kind === 'alias')!;
  const original = patch.originals[0]!;
  const changed = path.join(dir, 'changed.js');
  fs.writeFileSync(changed, `${fs.readFileSync(resolvePackageFile(original.file), 'utf8')}\n// upstream change\n`);
  assert.match(originalProblem(patch, original, changed)!, /the original changed: re-check the copy, then update the hash/);
  assert.match(originalProblem(patch, original, changed)!, new RegExp(sha256(changed)));

  const patched = patches.find((p) => p.kind === 'patch-package')!;
  const unpatched = path.join(dir, 'unpatched.js');
  // The file as the package ships it: our patch reversed by hand (the lines it adds, replaced by the ones it removes).
  const diff = fs.readFileSync(path.join(root, patched.ours), 'utf8');
  const installed = resolvePackageFile(patched.originals[0]!.file);
  fs.writeFileSync(unpatched, reverse(diff, patched.originals[0]!.file, fs.readFileSync(installed, 'utf8')));
  assert.equal(sha256(unpatched), patched.originals[0]!.sha256, 'the reversed fixture is not the shipped file');
  assert.match(originalProblem(patched, patched.originals[0]!, unpatched)!, /is not applied\. Run npm ci/);
});

/** The file before a unified diff was applied to it (hunks of one file, no fuzz). */
function reverse(diff: string, file: string, text: string): string {
  const section = diff.split(/^diff --git /m).find((part) => part.includes(`+++ b/node_modules/${file}\n`))!;
  let result = text;
  for (const hunk of section.split(/^@@.*@@.*$/m).slice(1)) {
    const lines = hunk.replace(/\n$/, '').split('\n');
    const after = lines.filter((l) => !l.startsWith('-')).map((l) => l.slice(1));
    const before = lines.filter((l) => !l.startsWith('+')).map((l) => l.slice(1));
    result = result.replace(after.join('\n'), before.join('\n'));
  }
  return result;
}

test('the build refuses an install whose patch-package patches are not applied, naming the patch', () => {
  assert.deepEqual(
    patchFiles.flatMap((file) => unappliedPatchLines(file)),
    [],
  );
  assert.doesNotThrow(() => docusaurusPatchesPlugin({generatedFilesDir: '.docusaurus'} as never));
  const dir = temporaryDir();
  const file = patchFiles.find((f) => f.includes('theme-common'))!;
  const shipped = (packageFile: string) => {
    const fixture = path.join(dir, path.basename(packageFile));
    fs.writeFileSync(
      fixture,
      reverse(fs.readFileSync(file, 'utf8'), packageFile, fs.readFileSync(resolvePackageFile(packageFile), 'utf8')),
    );
    return fixture;
  };
  const problems = unappliedPatchLines(file, shipped);
  assert.equal(problems.length, 2);
  assert.match(
    problems[0]!,
    /^patches\/@docusaurus\+theme-common\+3\.10\.2\.patch is not applied to @docusaurus\/theme-common\/lib\/hooks\/useWindowSize\.js/,
  );
  assert.match(problems[0]!, /Run npm ci or npx patch-package/);
});

test('a patch whose module is not in the client bundle is a build error naming it; so is a replaced module left in', () => {
  const expectations = bundleExpectations(patches);
  const all = new Set(expectations.flatMap((e) => e.bundled));
  assert.deepEqual(bundleProblems(expectations, all), []);
  const lazy = expectations.find((e) => e.patch.name === 'lazy ComponentCreator')!;
  const without = new Set([...all].filter((f) => f !== lazy.bundled[0]));
  const [missing, ...rest] = bundleProblems(expectations, without);
  assert.deepEqual(rest, []);
  assert.match(
    missing!,
    /^The Docusaurus patch "lazy ComponentCreator" \(alias, .*\) matched no module: src\/plugins\/docusaurus-patches\/client\/ComponentCreator\.tsx is not in the client bundle/,
  );
  const prism = expectations.find((e) => e.patch.name === 'lean prism-react-renderer')!;
  assert.match(
    bundleProblems(expectations, new Set([...all, prism.notBundled[0]!])).join('\n'),
    /left .*prism-react-renderer.* which it should replace/,
  );
});

/** Compiles `entry` with Rspack (the bundler of Docusaurus Faster) and the check, and returns the errors' messages. */
async function compile(dir: string, alias: Record<string, string>, expectations: BundleExpectation[]): Promise<string[]> {
  const compiler = rspack({
    mode: 'development',
    context: dir,
    entry: path.join(dir, 'entry.js'),
    output: {path: path.join(dir, 'out')},
    resolve: {alias},
    plugins: [new PatchCheckPlugin(expectations)],
  });
  const stats = await new Promise<{compilation: {errors: {message: string}[]}}>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result as never))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats.compilation.errors.map((e) => e.message);
}

test('in Rspack, an alias that matches the module passes and one that matches nothing fails the compilation', async () => {
  const dir = fs.realpathSync(temporaryDir());
  fs.writeFileSync(path.join(dir, 'entry.js'), "import original from './original.js';\nconsole.log(original);\n");
  fs.writeFileSync(path.join(dir, 'original.js'), 'export default 1;\n');
  fs.writeFileSync(path.join(dir, 'ours.js'), 'export default 2;\n');
  const patch = {...patches.find((p) => p.kind === 'alias')!, name: 'fixture alias'};
  const expectations = [{patch, bundled: [path.join(dir, 'ours.js')], notBundled: [path.join(dir, 'original.js')]}];
  assert.deepEqual(await compile(dir, {[path.join(dir, 'original.js')]: path.join(dir, 'ours.js')}, expectations), []);
  // A pattern that names a module Docusaurus no longer has (as after an upgrade that moved it).
  const errors = await compile(dir, {[path.join(dir, 'moved.js')]: path.join(dir, 'ours.js')}, expectations);
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0]!, /The Docusaurus patch "fixture alias" .* matched no module: .*ours\.js is not in the client bundle/);
  assert.match(errors[1]!, /left .*original\.js in the client bundle/);
});

test('the site registers the plugin, which checks the client bundle (not the server one) and aliases ComponentCreator', async () => {
  const {default: createConfig} = await import('../../docusaurus.config');
  assert.ok(createConfig({}).plugins!.includes(docusaurusPatchesPlugin), 'docusaurus.config.ts does not register the plugin');
  const plugin = docusaurusPatchesPlugin({generatedFilesDir: '/site/.docusaurus'} as never);
  const configure = (isServer: boolean) =>
    plugin.configureWebpack!(
      {experiments: {cache: {type: 'persistent', version: 'v1', buildDependencies: ['docusaurus.config.ts']}}} as never,
      isServer,
      {} as never,
      {} as never,
    ) as {
      plugins: unknown[];
      resolve: {alias: Record<string, string>};
      experiments: {cache: {version: string}};
    };
  assert.equal(configure(false).plugins.filter((p) => p instanceof PatchCheckPlugin).length, 1);
  assert.equal(configure(false).plugins.filter((p) => p instanceof RegistryPathsPlugin).length, 1);
  assert.deepEqual(configure(true).plugins, []);
  assert.match(configure(false).resolve.alias['@docusaurus/ComponentCreator']!, /docusaurus-patches\/client\/ComponentCreator\.tsx$/);
  // The patches join the persistent cache's version, so a changed patch is not read from an old cache.
  const base = {experiments: {cache: {type: 'persistent', version: 'v1', buildDependencies: ['docusaurus.config.ts']}}};
  const merged = merge(base, configure(false) as never) as typeof base;
  assert.deepEqual(merged.experiments.cache.buildDependencies, ['docusaurus.config.ts']);
  assert.equal(merged.experiments.cache.type, 'persistent');
  assert.match(merged.experiments.cache.version, /^v1-patches-[0-9a-f]{12}$/);
  assert.deepEqual(plugin.getClientModules!(), [path.join(root, 'src/plugins/docusaurus-patches/client/prefetchOnIntent.ts')]);
});

test("the client bundle keeps the registry's loaders and module ids, not its module paths", () => {
  const minified =
    'const r={"0018970b":[()=>n.e("1").then(n.bind(n,16938)),"@site/docs/a.md",16938],' +
    '"9d07641e":[()=>n.e("2").then(n.t.bind(n,75952,19)),"@generated/x/__plugin.json",75952],' +
    '"9f5da90b":[()=>n.e("3").then(n.bind(n,4031)),"/work/main/src/toolbox/A.tsx",4031],' +
    '"1df93b7f":[()=>Promise.all([n.e("1"),n.e("2")]).then(n.bind(n,97e3)),"@site/src/pages/index.tsx",97e3]};';
  const {code, stripped} = stripRegistryPaths(minified);
  assert.equal(stripped, 4);
  assert.doesNotMatch(code, /@site|@generated|\/work\/main/);
  assert.match(code, /n\.bind\(n,16938\)\),"",16938\]/);
  const source = '"a": [() => import("@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],\n'.repeat(3);
  assert.equal(registryEntries(source), 3);
});

test('a registry whose paths the client bundle does not match fails the compilation, naming the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  const registry = path.join(dir, 'registry.js');
  fs.writeFileSync(
    registry,
    'x: [() => import("a"), "a", require.resolveWeak("a")],\ny: [() => import("b"), "b", require.resolveWeak("b")],',
  );
  const run = (bundle: string) => {
    const errors: Error[] = [];
    const updated: Record<string, string> = {};
    let tap: ((assets: Record<string, {source(): string}>) => void) | undefined;
    class RawSource {
      constructor(private readonly text: string) {}
      source() {
        return this.text;
      }
    }
    new RegistryPathsPlugin(registry).apply({
      webpack: {WebpackError: Error, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400}, sources: {RawSource}},
      hooks: {
        thisCompilation: {
          tap: (_name, fn) =>
            fn({
              errors,
              hooks: {processAssets: {tap: (_options, f) => (tap = f)}},
              updateAsset: (name, s) => (updated[name] = s.source().toString()),
            }),
        },
      },
    });
    tap!({'assets/js/main.js': {source: () => bundle}, 'assets/css/x.css': {source: () => '"b"'}});
    return {errors: errors.map((e) => e.message), updated};
  };
  const both = run('[()=>n.e("1").then(n.bind(n,1)),"a",1],[()=>n.e("2").then(n.bind(n,2)),"b",2]');
  assert.deepEqual(both.errors, []);
  assert.equal(both.updated['assets/js/main.js'], '[()=>n.e("1").then(n.bind(n,1)),"",1],[()=>n.e("2").then(n.bind(n,2)),"",2]');
  const one = run('[()=>n.e("1").then(n.bind(n,1)),"a",1],[()=>import("b")]');
  assert.equal(one.errors.length, 1);
  assert.match(one.errors[0]!, /registry-paths\.ts: .*registry\.js has 2 entries, but 1 module paths were found/);
});
