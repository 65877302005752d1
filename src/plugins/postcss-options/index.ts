/**
 * The site's PostCSS options are Docusaurus's own, with two changes (decision record 0020):
 *
 * - It has no PostCSS config file. Without `config: false`, postcss-loader still searches for one (27 names,
 *   from each stylesheet's folder up to the root) for every stylesheet it processes: 0.75 s of a cold build's
 *   CPU time on 2026-11-28. So that a config file added later is not ignored in silence, the build stops when
 *   the site's folder, or any folder of `src/` (where the stylesheets are), has one.
 * - A production build leaves out `postcss-preset-env`. Its minimizer, Lightning CSS, is given the same
 *   browserslist targets (`@docusaurus/faster`) and adds the vendor prefixes and lowers the syntax those
 *   browsers lack, once per bundle; the preset did that work again for every stylesheet (about 0.9 s of CPU).
 *   `npm start` does not minimize, so it keeps the preset.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PostCssOptions} from '@docusaurus/types';

/** The names postcss-loader looks for in a folder (lilconfig's search places for "postcss"). */
const configNames: readonly string[] = ['postcss.config', '.postcssrc', '.config/postcssrc'].flatMap((base) =>
  ['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((ext) => `${base}${ext}`),
);

/** `dir` and every folder under it (`.config` is one of the config names' own folder, looked in from its parent). */
function foldersUnder(dir: string): string[] {
  const below = fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== '.config');
  return [dir, ...below.flatMap((entry) => foldersUnder(path.join(dir, entry.name)))];
}

/** The PostCSS config files in `siteDir` and in every folder under its `src/`, relative to `siteDir`. */
export function postcssConfigFiles(siteDir: string): string[] {
  const src = path.join(siteDir, 'src');
  const folders = [siteDir, ...(fs.existsSync(src) ? foldersUnder(src) : [])];
  return folders.flatMap((dir) =>
    configNames.filter((name) => fs.existsSync(path.join(dir, name))).map((name) => path.relative(siteDir, path.join(dir, name))),
  );
}

const isPresetEnv = (plugin: unknown): boolean => {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name);
};

/** Docusaurus's options, told there is no config file, without the preset in production. */
export function postcssOptions(options: PostCssOptions, production: boolean): PostCssOptions {
  return {...options, config: false, plugins: production ? options.plugins.filter((p) => !isPresetEnv(p)) : options.plugins};
}

export default function postcssOptionsPlugin(context: LoadContext): Plugin {
  const found = postcssConfigFiles(context.siteDir);
  if (found.length)
    throw new Error(
      `postcss-options: ${found.join(', ')} would be ignored (src/plugins/postcss-options sets PostCSS's config: false); move its plugins into that plugin's configurePostCss`,
    );
  return {
    name: 'postcss-options',
    configurePostCss: (options) => postcssOptions(options, process.env.NODE_ENV === 'production'),
  };
}
