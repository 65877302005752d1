/**
 * The toolbox's stylesheets live apart from the site's: in the folders that
 * `separateCss` (src/data/site.ts) names, linked only by the toolbox pages. These
 * helpers find their class names and any of them that leaked into the
 * site's bundled CSS (the browser suite runs them against the build; the unit
 * tests prove they catch a leak).
 */
import fs from 'node:fs';
import path from 'node:path';
import {separateCss} from '../../src/data/site';
import {repoRoot} from '../../src/fdc3/docs-versions';

/** Every stylesheet in the separate folders, as repository paths, sorted. */
export function separateStylesheets(root: string = repoRoot): string[] {
  return separateCss
    .flatMap((dir) => {
      const abs = path.join(root, dir);
      if (!fs.existsSync(abs)) throw new Error(`${dir}: the folder separateCss (src/data/site.ts) names does not exist`);
      return fs
        .readdirSync(abs)
        .filter((f) => f.endsWith('.css'))
        .map((f) => `${dir}/${f}`);
    })
    .sort();
}

/** The class names a stylesheet's selectors use (declarations, comments, strings and url()s ignored). */
export function classNamesIn(css: string): Set<string> {
  const withoutNoise = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '""');
  const names = new Set<string>();
  // A selector is the text before a `{` that follows the previous `}`, `{` or `;`.
  for (const match of withoutNoise.matchAll(/(?<=^|[{};])([^{};]*)\{/g)) {
    const selector = match[1]!;
    if (selector.trim().startsWith('@')) continue;
    for (const cls of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(cls[1]!);
  }
  return names;
}

/** The toolbox class names that a piece of the site's CSS styles, sorted. */
export function leakedClasses(siteCss: string, toolboxClasses: ReadonlySet<string>): string[] {
  return [...classNamesIn(siteCss)].filter((c) => toolboxClasses.has(c)).sort();
}
