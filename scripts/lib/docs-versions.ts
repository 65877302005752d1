/**
 * The docs versions of the site and where their Markdown lives, derived from
 * versions.json (so a `docusaurus docs:version` release is picked up), with the
 * npm alias of the FDC3 typings each version's examples compile against.
 */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface DocsVersion {
  /** Docusaurus version name (`current` is the unreleased `next`). */
  name: string;
  /** Route prefix under which the version is served. */
  routeBase: string;
  /** Folder holding the version's Markdown, relative to the repository root. */
  dir: string;
  /** Versioned sidebar file (absent for `current`, whose sidebars are in sidebars.ts). */
  sidebarFile?: string;
  /** npm alias (in package.json) of the `@finos/fdc3` typings this version is checked against. */
  typings?: string;
}

/**
 * Typings per version. When cutting a release, add an alias for the new
 * version in package.json (e.g. "fdc3-2.1": "npm:@finos/fdc3@2.1.1") and here.
 * 1.0 predates the npm package, so its examples are not compiled.
 */
const typingsByVersion: Record<string, string> = {
  current: 'fdc3-next',
  '2.0': 'fdc3-2.0',
  '1.2': 'fdc3-1.2',
  '1.1': 'fdc3-1.1',
};

export const releasedVersionNames: string[] = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'),
);

export const docsVersions: readonly DocsVersion[] = [
  {name: 'current', routeBase: '/docs/next', dir: 'docs', typings: typingsByVersion.current},
  ...releasedVersionNames.map((name, index) => ({
    name,
    routeBase: index === 0 ? '/docs' : `/docs/${name}`,
    dir: `versioned_docs/version-${name}`,
    sidebarFile: `versioned_sidebars/version-${name}-sidebars.json`,
    typings: typingsByVersion[name],
  })),
];

export function versionByName(name: string): DocsVersion {
  const found = docsVersions.find((v) => v.name === name);
  if (!found) throw new Error(`Unknown docs version "${name}"`);
  return found;
}
