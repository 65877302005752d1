/**
 * The toolbox's pages: "FDC3 Explained" for each version that has one, and
 * the Workbench. The Workbench's context forms and checks are generated at
 * build time from the same typings the docs' examples are checked against
 * (`src/fdc3/context-fields.ts`), so they can never drift apart; its list
 * of intents is the 2.0 intents of the content map.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contextTypeSpecs, type ContextTypeSpec} from '../../fdc3/context-fields';
import {intents1x, intentsAdded20} from '../../fdc3/content-map';
import {explainedVersions} from '../../toolbox/explained/versions';
import {toolboxPaths} from '../../toolbox/paths';
import {servedFilesDir} from '../schemas';
import {checkTryIt} from '../toolbox-links/try-it';
import {toolboxApplications, writeApplications} from './appd';

interface ToolboxContent {
  contextTypes: ContextTypeSpec[];
}

const component = (file: string): string => path.join(__dirname, '..', '..', 'toolbox', file);

/** The intents the Workbench offers: the 2.0 intents of the content map. */
const workbenchIntents = (): string[] => [...intents1x, ...intentsAdded20].sort();

export default function toolboxPlugin(context: LoadContext): Plugin {
  return {
    name: 'toolbox',
    async loadContent(): Promise<ToolboxContent> {
      const contextTypes = contextTypeSpecs('fdc3-2.0');
      // The App Directory records (./appd.ts), from the same intents and types as the Workbench, into the served static folder.
      const site = {siteUrl: context.siteConfig.url, baseUrl: context.siteConfig.baseUrl};
      const records = toolboxApplications(site, {intents: workbenchIntents(), contextTypes: contextTypes.map((t) => t.type)});
      writeApplications(path.join(context.siteDir, servedFilesDir), records, site);
      // The API reference's "Open in the Workbench" links (src/data/try-it.ts): each context valid for its version.
      checkTryIt(site);
      return {contextTypes};
    },
    async contentLoaded({content, actions}) {
      const {contextTypes: specs} = content as ToolboxContent;
      actions.addRoute({path: toolboxPaths.home, component: component('ToolboxHome.tsx'), exact: true});
      actions.addRoute({path: toolboxPaths.explainedHome, component: component('explained/ExplainedHome.tsx'), exact: true});
      for (const version of explainedVersions) {
        actions.addRoute({
          path: toolboxPaths.explained(version),
          component: component('explained/ExplainedPage.tsx'),
          props: {version},
          exact: true,
        });
      }
      const contextTypes = await actions.createData('toolbox-context-types.json', JSON.stringify(specs));
      actions.addRoute({
        path: toolboxPaths.workbench,
        component: component('workbench/WorkbenchPage.tsx'),
        modules: {contextTypes},
        props: {intents: workbenchIntents()},
        exact: true,
      });
    },
  };
}
