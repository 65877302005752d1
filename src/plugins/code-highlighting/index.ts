/**
 * Keeps the code highlighter (Prism, about 30 KB gzip) out of the main bundle, so
 * that pages without code (the home page, the blog list) never download it.
 *
 * The classic theme registers the extra Prism languages (`prism.additionalLanguages`)
 * in a client module, which puts Prism into the bundle every page loads. This plugin
 * points that client module at an empty one; the registration happens instead in
 * `src/theme/CodeBlock/Line/languages.ts`, which the code block imports, so Prism
 * arrives with the first page that shows code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

export default function codeHighlightingPlugin(): Plugin {
  const empty = path.join(__dirname, 'empty-client-module.js');
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return {resolve: {alias: {[`${themeClientModule}$`]: empty, [`${themeClientModule}.js$`]: empty}}};
    },
  };
}
