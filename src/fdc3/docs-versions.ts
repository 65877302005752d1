/**
 * The docs versions of the site and where their Markdown lives, derived from
 * versions.json (so a `docusaurus docs:version` release is picked up), with the
 * npm alias of the FDC3 typings each version's examples compile against, taken
 * from package.json (so `npm run release`, which adds the alias, needs no edit here).
 */
import fs from 'node:fs';
import path from 'node:path';
import {versionRouteBase} from './routes';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Orders `X.Y` names (versions of the standard, released docs versions): negative when `a` is older than `b`. */
export function compareVersionNames(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number);
  const [bMajor, bMinor] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

export interface DocsVersion {
  /** Docusaurus version name (`current` is the unreleased `next`). */
  name: string;
  /** Route prefix under which the version is served. */
  routeBase: string;
  /** Folder holding the version's Markdown, relative to the repository root. */
  dir: string;
  /** Versioned sidebar file (absent for `current`, whose sidebars are in sidebars.ts). */
  sidebarFile?: string;
  /**
   * The typings this version is checked against: the npm alias (in package.json)
   * of a `@finos/fdc3` release, or, for 1.0, which predates the npm package, the
   * repository path of a hand-written declaration (`src/fdc3/fdc3-1.0/index.d.ts`).
   */
  typings?: string;
  /** Name of the Desktop Agent global that examples use (`fdc3`; 1.0 had no global and its docs say `agent`). */
  agentGlobal: string;
  /**
   * 1.0 published no package: its interface file declared every type as a
   * global. Its examples use those globals and cannot import '@finos/fdc3'.
   */
  typesAreGlobal: boolean;
}

/** Entry declaration file of a version's typings (see `DocsVersion.typings`). */
export function typingsEntry(typings: string): string {
  return typings.endsWith('.d.ts') ? path.join(repoRoot, typings) : path.join(repoRoot, 'node_modules', typings, 'dist', 'index.d.ts');
}

/** Name of the package.json alias holding a version's `@finos/fdc3` typings (`fdc3-2.0`; `fdc3-next` for the draft). */
export function typingsAlias(version: string): string {
  return `fdc3-${version === 'current' ? 'next' : version}`;
}

/** The declaration of 1.0, which predates the npm package (beside the typed data module `src/fdc3/fdc3-1.0/api.ts`). */
export const typings1_0 = 'src/fdc3/fdc3-1.0/index.d.ts';

/** The dependency sections of package.json that typings aliases may sit in. */
export interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * Typings per version, derived from package.json: every `fdc3-<X.Y>` alias of
 * `@finos/fdc3` types the version of that name, `fdc3-next` types the draft
 * (`current`), and 1.0 has its hand-written declaration. A release adds its
 * alias to package.json (`npm run release` does) and needs no edit here.
 */
export function typingsByVersionFrom(pkg: PackageManifest): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [name, spec] of Object.entries({...pkg.dependencies, ...pkg.devDependencies})) {
    if (!spec.startsWith('npm:@finos/fdc3@')) continue;
    if (name === typingsAlias('current')) map.current = name;
    else if (/^fdc3-\d+\.\d+$/.test(name)) map[name.slice('fdc3-'.length)] = name;
  }
  map['1.0'] = typings1_0;
  return map;
}

export const packageManifest: PackageManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

export const typingsByVersion: Readonly<Record<string, string>> = typingsByVersionFrom(packageManifest);

export const releasedVersionNames: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));

export const docsVersions: readonly DocsVersion[] = [
  {
    name: 'current',
    routeBase: versionRouteBase('current', releasedVersionNames),
    dir: 'docs',
    typings: typingsByVersion.current,
    agentGlobal: 'fdc3',
    typesAreGlobal: false,
  },
  ...releasedVersionNames.map((name) => ({
    name,
    routeBase: versionRouteBase(name, releasedVersionNames),
    dir: `versioned_docs/version-${name}`,
    sidebarFile: `versioned_sidebars/version-${name}-sidebars.json`,
    typings: typingsByVersion[name],
    agentGlobal: name === '1.0' ? 'agent' : 'fdc3',
    typesAreGlobal: name === '1.0',
  })),
];

export function versionByName(name: string): DocsVersion {
  const found = docsVersions.find((v) => v.name === name);
  if (!found) throw new Error(`Unknown docs version "${name}"`);
  return found;
}
