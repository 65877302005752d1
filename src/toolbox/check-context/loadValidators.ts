/**
 * Loads a version's validators, generated at build time by
 * src/plugins/context-validator as Ajv standalone code (no `eval`, which the
 * site's Content-Security-Policy forbids). Each version is its own chunk,
 * `context-validator-<folder>`, fetched the first time the reader picks that
 * version; no other page imports this file.
 */
import type {SchemaViews, ValidatorModule} from './types';

const loaded = new Map<string, Promise<ValidatorModule>>();

/** The validators of the version whose schemas are served under `folder` (`2.0`, `next`). */
export function loadValidators(folder: string): Promise<ValidatorModule> {
  let found = loaded.get(folder);
  if (!found) {
    found = import(
      /* webpackChunkName: "context-validator-[request]" */
      `@generated/context-validator/default/validator-${folder}.js`
    ).then((module: {default?: ValidatorModule} & ValidatorModule) => (module.default ?? module) as ValidatorModule);
    // A failed load (offline before the chunk came) may be retried by picking the version again.
    found.catch(() => loaded.delete(folder));
    loaded.set(folder, found);
  }
  return found;
}

const views = new Map<string, Promise<SchemaViews>>();

/** The readable views of the version's schemas (field tables), generated beside its validators; a chunk of its own. */
export function loadSchemaViews(folder: string): Promise<SchemaViews> {
  let found = views.get(folder);
  if (!found) {
    found = import(
      /* webpackChunkName: "context-validator-[request]" */
      `@generated/context-validator/default/fields-${folder}.json`
    ).then((module: {default?: SchemaViews} & SchemaViews) => (module.default ?? module) as SchemaViews);
    found.catch(() => views.delete(folder));
    views.set(folder, found);
  }
  return found;
}
