/**
 * Serves the standard's machine-readable files: each version's context JSON
 * Schemas and App Directory OpenAPI document (src/fdc3/schemas), at
 * `/schemas/<version>/...`, plus the index `/schemas/index.json`.
 *
 * Before anything is written, every schema is compiled with Ajv (its `$ref`s
 * resolved only among the served files) and every App Directory document is
 * validated as OpenAPI 3: a failure stops the build and names the file. The
 * files are written into a generated static folder (`servedFilesDir`), which
 * the config lists in `staticDirectories`, so `npm start` serves them too and
 * the build copies them before any postBuild step runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  checkAppDirectory,
  sharedSchemaSet,
  loadSchemaSets,
  schemaIndex,
  schemaIndexFile,
  schemasFolder,
  unacceptedWarnings,
  type ServedSchemaSet,
} from '../../fdc3/schemas';

/** The generated static folder, relative to the site (listed in the config's `staticDirectories`). */
export const servedFilesDir = '.docusaurus/served-files';

/** Loads, checks and writes every version's files under `root`; returns the sets. */
export async function writeServedFiles(root: string, site: {siteUrl: string; baseUrl: string}): Promise<ServedSchemaSet[]> {
  const sets = loadSchemaSets(site);
  for (const set of sets) {
    const rejected = unacceptedWarnings(sharedSchemaSet(set));
    if (rejected.length)
      throw new Error(
        `schemas ${set.source.folder}: keywords that draft-07 does not define (a property or a typo where a schema belongs?):\n  ${rejected.join('\n  ')}`,
      );
    // Against the OpenAPI schema in the unit tests, on these same documents (checkAppDirectory).
    if (set.appDirectory) await checkAppDirectory(set.appDirectory, {againstOpenApiSchema: false});
  }
  const folder = path.join(root, schemasFolder);
  fs.rmSync(folder, {recursive: true, force: true});
  for (const file of sets.flatMap((s) => s.files)) {
    const target = path.join(root, file.path);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.body);
  }
  fs.writeFileSync(path.join(root, schemaIndexFile), `${JSON.stringify(schemaIndex(sets), null, 2)}\n`);
  return sets;
}

export default function schemasPlugin(context: LoadContext): Plugin {
  return {
    name: 'schemas',
    async loadContent() {
      const root = path.join(context.siteDir, servedFilesDir);
      await writeServedFiles(root, {siteUrl: context.siteConfig.url, baseUrl: context.siteConfig.baseUrl});
    },
  };
}
