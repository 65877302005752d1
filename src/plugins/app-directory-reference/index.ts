/**
 * The data of the App Directory API reference pages (`app-directory/api-reference`
 * in each docs version that has one): each version's App Directory OpenAPI
 * document, read from the same packages and in the same form the site serves
 * it (`loadSchemaSets`), converted to compact JSON. Each page imports its own
 * file (`@generated/app-directory-reference/default/<version>.json`), so only
 * that page's chunk carries it. The draft has no document of its own in any
 * package: its file holds the newest earlier version's document, and says so.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadSchemaSets, type ServedSchemaSet} from '../../fdc3/schemas';
import {convertDocument} from './convert';
import type {AppDirectoryReference} from './client/types';

/** The JSON file of a docs version's page (`2.0.json`; `current.json` for the draft). */
export const referenceDataFile = (docsVersion: string): string => `${docsVersion}.json`;

/** One reference per docs version with a set: its own document, or the newest earlier one when it has none. */
export function buildReferences(sets: readonly ServedSchemaSet[]): AppDirectoryReference[] {
  const references: AppDirectoryReference[] = [];
  sets.forEach((set, i) => {
    const shown = set.appDirectory ? set : [...sets.slice(0, i)].reverse().find((s) => s.appDirectory);
    if (!shown?.appDirectory) return;
    references.push(
      convertDocument({
        path: shown.appDirectory.path,
        from: shown.appDirectory.from,
        body: shown.appDirectory.body,
        docsVersion: set.source.docsVersion,
        documentVersion: shown.source.docsVersion,
        packageName: shown.source.packageName,
      }),
    );
  });
  return references;
}

export default function appDirectoryReferencePlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'app-directory-reference',
    async loadContent(): Promise<AppDirectoryReference[]> {
      return buildReferences(loadSchemaSets({siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl}));
    },
    async contentLoaded({content, actions}) {
      for (const reference of content as AppDirectoryReference[])
        await actions.createData(referenceDataFile(reference.docsVersion), JSON.stringify(reference));
    },
  };
}
