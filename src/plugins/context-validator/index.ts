/**
 * "Check a context" (/toolbox/check-context): validates a context against the
 * JSON Schemas this site serves, for each version that has them.
 *
 * The site's Content-Security-Policy allows no `eval`, so Ajv cannot compile a
 * schema in the browser. This plugin compiles every version's schemas at build
 * time and writes each version's validators as Ajv standalone code, one module
 * per version (`validator-<folder>.js` in the plugin's generated folder). The
 * page imports the module of the version the reader picks, when they pick it:
 * no other page loads any of it, and once loaded it needs no network.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadSchemaSets} from '../../fdc3/schemas';
import {releasedVersionNames} from '../../fdc3/docs-versions';
import {toolboxPaths} from '../../toolbox/paths';
import type {CheckContextProps} from '../../toolbox/check-context/types';
import {generateVersion, type GeneratedVersion} from './generate';

export const pluginName = 'context-validator';

/** Where the page imports a version's module from (the bundler's `@generated` alias is the site's generated-files folder). */
export const validatorModuleName = (folder: string): string => `validator-${folder}.js`;

/** The readable views of a version's schemas, loaded beside its validators. */
export const schemaViewsName = (folder: string): string => `fields-${folder}.json`;

interface Content {
  versions: GeneratedVersion[];
}

export default function contextValidatorPlugin(context: LoadContext): Plugin {
  return {
    name: pluginName,
    async loadContent(): Promise<Content> {
      const sets = loadSchemaSets({siteUrl: context.siteConfig.url, baseUrl: context.baseUrl});
      return {versions: sets.map(generateVersion)};
    },
    async contentLoaded({content: loaded, actions}) {
      const content = loaded as Content;
      const expectedDir = path.join(context.generatedFilesDir, pluginName, 'default');
      for (const {data, code, views} of content.versions) {
        await actions.createData(schemaViewsName(data.folder), JSON.stringify(views));
        const written = await actions.createData(validatorModuleName(data.folder), code);
        // The page's dynamic import names this folder: fail here, not in the browser, if Docusaurus moves it.
        if (path.dirname(written) !== expectedDir) {
          throw new Error(`context-validator: createData wrote ${written}, but CheckContextPage imports from ${expectedDir}`);
        }
      }
      const versions = content.versions.map((v) => v.data);
      const current = releasedVersionNames[0];
      const props: CheckContextProps = {
        versions,
        defaultFolder: versions.find((v) => v.folder === current)?.folder ?? versions[versions.length - 1].folder,
      };
      actions.addRoute({
        path: toolboxPaths.checkContext,
        component: path.join(__dirname, '..', '..', 'toolbox', 'check-context', 'CheckContextPage.tsx'),
        props,
        exact: true,
      });
    },
  };
}
