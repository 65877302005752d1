/**
 * The site's PostCSS options are Docusaurus's own; it has no PostCSS config file. Without `config: false`,
 * postcss-loader still searches for one (27 names, from each stylesheet's folder up to the root) for every
 * stylesheet it processes: 0.75 s of a cold build's CPU time on 2026-11-28 (decision record 0020). So that a
 * config file added later is not ignored in silence, the build stops when the site's folder has one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The names postcss-loader looks for, in the site's folder (the one a site's config would sit in). */
const configNames = ['postcss.config', '.postcssrc', '.config/postcssrc'].flatMap((base) =>
  ['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((ext) => `${base}${ext}`),
);

export default function postcssOptionsPlugin(context: LoadContext): Plugin {
  const found = configNames.filter((name) => fs.existsSync(path.join(context.siteDir, name)));
  if (found.length)
    throw new Error(
      `postcss-options: ${found.join(', ')} would be ignored (src/plugins/postcss-options sets PostCSS's config: false); move its plugins into that plugin's configurePostCss`,
    );
  return {
    name: 'postcss-options',
    configurePostCss: (options) => ({...options, config: false}),
  };
}
