/**
 * The checks that keep the patches of ./patches.ts honest:
 * - `originalProblem`: the installed original is still the file the patch was made against
 *   (its SHA-256), run by tests/unit/docusaurus-patches.test.ts;
 * - `unappliedPatchLines`: a `patch-package` patch is applied (every line it adds is in the
 *   installed file), run as the plugin loads, so an install without scripts cannot build;
 * - `bundleProblems` and `PatchCheckPlugin`: each patch's modules are in the client bundle
 *   (and a replaced module is not), run by the bundler at the end of every compilation.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusPatch, OriginalFile} from './patches';

const root = path.join(__dirname, '..', '..', '..');

/** The installed file of a package file (`@docusaurus/core/lib/x.js`), or an error that says what to do. */
export function resolvePackageFile(file: string): string {
  const parts = file.split('/');
  const nameLength = file.startsWith('@') ? 2 : 1;
  const packageName = parts.slice(0, nameLength).join('/');
  // The node_modules folders Node would look in, nearest first (some packages do not export their package.json).
  const packageDir = (require.resolve.paths(packageName) ?? [])
    .map((dir) => path.join(dir, packageName))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (!packageDir) throw new Error(`src/plugins/docusaurus-patches: the package of ${file} is not installed.`);
  const resolved = path.join(packageDir, ...parts.slice(nameLength));
  if (!fs.existsSync(resolved))
    throw new Error(
      `src/plugins/docusaurus-patches/patches.ts names ${file}, which the installed ${packageName} no longer has. ` +
        'Find where the module went, re-check the patch against it, and update the entry.',
    );
  return resolved;
}

/** A repository path (`src/...`) or a package file, as the absolute path the bundler would report. */
export function resolveBundled(file: string): string {
  return fs.realpathSync(file.startsWith('src/') ? path.join(root, file) : resolvePackageFile(file));
}

export const sha256 = (file: string): string => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Why an installed original is not the file the patch was made against, or undefined when it is. */
export function originalProblem(patch: DocusaurusPatch, original: OriginalFile, file: string): string | undefined {
  const actual = sha256(file);
  if (actual === (original.patchedSha256 ?? original.sha256)) return undefined;
  if (original.patchedSha256 && actual === original.sha256)
    return `${original.file} (${file}) is as the package ships it: the patch "${patch.name}" (${patch.ours}) is not applied. Run npm ci (its postinstall runs patch-package).`;
  return (
    `${original.file} (${file}), which the patch "${patch.name}" (${patch.ours}) depends on, has SHA-256 ${actual}, ` +
    `not ${original.patchedSha256 ?? original.sha256}: the original changed: re-check the copy, then update the hash ` +
    'in src/plugins/docusaurus-patches/patches.ts (and the ledger in its README.md).'
  );
}

/** The lines a unified diff adds to each file it touches, by the file's path inside its package. */
export function addedLines(diff: string): Map<string, string[]> {
  const added = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of diff.split('\n')) {
    const target = /^\+\+\+ b\/node_modules\/(.+)$/.exec(line);
    if (target) added.set(target[1]!, (current = []));
    else if (current && line.startsWith('+')) current.push(line.slice(1));
  }
  return added;
}

/** The lines of a `patch-package` patch that are missing from the installed files, as messages. */
export function unappliedPatchLines(patchFile: string, resolve: (file: string) => string = resolvePackageFile): string[] {
  const problems: string[] = [];
  for (const [file, lines] of addedLines(fs.readFileSync(patchFile, 'utf8'))) {
    const installed = fs.readFileSync(resolve(file), 'utf8').split('\n');
    const missing = lines.filter((line) => !installed.includes(line));
    if (missing.length > 0)
      problems.push(
        `${path.relative(root, patchFile)} is not applied to ${file} (missing: ${missing[0]!.trim()}). ` +
          'Run npm ci or npx patch-package: installs run it as postinstall, unless scripts are turned off.',
      );
  }
  return problems;
}

/** What a patch expects of the client bundle, as absolute paths. */
export interface BundleExpectation {
  patch: DocusaurusPatch;
  bundled: string[];
  notBundled: string[];
}

export function bundleExpectations(list: DocusaurusPatch[]): BundleExpectation[] {
  return list.map((patch) => ({
    patch,
    bundled: patch.bundled.map(resolveBundled),
    notBundled: (patch.notBundled ?? []).flatMap((file) => {
      try {
        return [resolveBundled(file)];
      } catch {
        return []; // a file the package no longer has cannot be bundled either
      }
    }),
  }));
}

/** The patches that matched nothing (or left the module they replace in), given the files of a bundle. */
export function bundleProblems(expectations: BundleExpectation[], bundledFiles: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const {patch, bundled, notBundled} of expectations) {
    const what = `The Docusaurus patch "${patch.name}" (${patch.kind}, ${patch.ours}, applied by src/plugins/${patch.plugin})`;
    for (const file of bundled.filter((f) => !bundledFiles.has(f)))
      problems.push(
        `${what} matched no module: ${path.relative(root, file)} is not in the client bundle. ` +
          'Docusaurus may have moved or renamed the module it changes: find where it went, re-check the patch ' +
          'against it and update src/plugins/docusaurus-patches/patches.ts, or remove the patch and its entry.',
      );
    for (const file of notBundled.filter((f) => bundledFiles.has(f)))
      problems.push(
        `${what} left ${path.relative(root, file)} in the client bundle, which it should replace: ` +
          'something imports it by a path the alias does not match. Find the importer and widen the alias.',
      );
  }
  return problems;
}

/** The parts of an Rspack or webpack compiler the check uses. */
interface Compiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}
interface Compilation {
  errors: Error[];
  hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<{resource?: string}>) => void): void}};
}

/** A bundler plugin that fails the compilation when a patch matched nothing (Rspack and webpack). */
export class PatchCheckPlugin {
  constructor(private readonly expectations: BundleExpectation[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('docusaurus-patches', (compilation) => {
      compilation.hooks.finishModules.tap('docusaurus-patches', (modules) => {
        const files = new Set<string>();
        for (const {resource} of modules) if (resource) files.add(resource.replace(/[?#].*$/, ''));
        for (const problem of bundleProblems(this.expectations, files)) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}
