/**
 * App Directory records for the toolbox (issue 28, part 2): one FDC3 2.0
 * `Application` for the Workbench and one for each FDC3 Explained page, so a
 * Desktop Agent can add the toolbox from one URL. They are made from the same
 * data the toolbox uses (its paths, the Workbench's intents and context types),
 * and checked at build time against the `Application` schema of the App
 * Directory document the site serves for 2.0.
 *
 * What each record claims is what the app does with a real agent:
 * - the Workbench raises the intents its picker offers and broadcasts and
 *   listens for the context types its form builds, on user and app channels;
 *   it adds no intent listener, so it lists none;
 * - an Explained page keeps its four apps on their own simulated desktop (an
 *   agent would see them as one app), so its record claims no interop at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {loadSchemaSet, schemaSourceFor, schemaValidator, servedUrl, type SiteLocation} from '../../fdc3/schemas';
import {explainedVersions} from '../../toolbox/explained/versions';
import {toolboxPaths} from '../../toolbox/paths';

/** Where the records are served, under the site's base URL: `apps.json` lists them all, `apps/<appId>.json` each one. */
export const appdFolder = 'toolbox/appd/v2';
export const appdListPath = `${appdFolder}/apps.json`;
export const appdRecordPath = (appId: string): string => `${appdFolder}/apps/${appId}.json`;
/** This file, named in the build's error messages. */
export const appdDataFile = 'src/plugins/toolbox/appd.ts';

/** The fields of a 2.0 `Application` the toolbox's records use. */
export interface ToolboxApplication {
  appId: string;
  name: string;
  title: string;
  description: string;
  type: 'web';
  details: {url: string};
  publisher: string;
  categories: string[];
  interop?: {
    intents?: {raises?: Record<string, string[]>};
    userChannels?: {broadcasts: string[]; listensFor: string[]};
    appChannels?: {name: string; broadcasts: string[]; listensFor: string[]}[];
  };
}

export interface ToolboxAppData {
  /** The intents the Workbench's picker offers. */
  intents: readonly string[];
  /** The context types the Workbench's form builds. */
  contextTypes: readonly string[];
}

const publisher = 'FINOS FDC3 documentation site';

/** The toolbox's records, for a site at `site`. */
export function toolboxApplications(site: SiteLocation, data: ToolboxAppData): ToolboxApplication[] {
  const url = (route: string): string => servedUrl(site, route.replace(/^\//, ''));
  const types = [...data.contextTypes];
  const workbench: ToolboxApplication = {
    appId: 'fdc3-workbench',
    name: 'FDC3 Workbench',
    title: 'FDC3 Workbench',
    description:
      'Call the FDC3 API by hand on the Desktop Agent that loads it (2.0, or 1.2 with its own calls): join channels, add context listeners, build contexts from their fields, broadcast them and raise intents, and read every call in a log.',
    type: 'web',
    details: {url: url(toolboxPaths.workbench)},
    publisher,
    categories: ['developer tools'],
    interop: {
      // The reader picks the context; any of the form's types may go with any intent.
      intents: {raises: Object.fromEntries(data.intents.map((intent) => [intent, types]))},
      userChannels: {broadcasts: types, listensFor: types},
      // App channels are named by the reader; the record names the one the page suggests.
      appChannels: [{name: 'monitor', broadcasts: types, listensFor: types}],
    },
  };
  const explained = explainedVersions.map((version): ToolboxApplication => ({
    appId: `fdc3-explained-${version.replace('.', '-')}`,
    name: `FDC3 ${version} Explained`,
    title: `FDC3 ${version} Explained`,
    description: `Four small apps share context and raise intents on a simulated FDC3 ${version} desktop inside the page, each API call shown with a link to its reference. The apps stay on their own simulated desktop: they make no calls on the Desktop Agent that loads the page.`,
    type: 'web',
    details: {url: url(toolboxPaths.explained(version))},
    publisher,
    categories: ['developer tools'],
  }));
  return [workbench, ...explained];
}

/**
 * Checks each record against the `Application` schema of the 2.0 App Directory
 * document the site serves; fails naming this file, the record and each field at fault.
 */
export function checkApplications(records: readonly unknown[], site: SiteLocation): void {
  const source = schemaSourceFor('2.0');
  const appd = source && loadSchemaSet(source, site).appDirectory;
  if (!appd) throw new Error(`${appdDataFile}: the 2.0 App Directory document is not served, so the toolbox's records cannot be checked`);
  const doc = yaml.load(appd.body) as {components: {schemas: Record<string, unknown>}};
  // OpenAPI 3.0's schema objects, as JSON Schema: the document's components under a root that points at Application.
  const validate = schemaValidator().compile({$ref: '#/components/schemas/Application', components: doc.components});
  const problems: string[] = [];
  const ids = new Set<string>();
  records.forEach((record, i) => {
    const appId = (record as {appId?: unknown}).appId;
    const label = typeof appId === 'string' ? `"${appId}"` : `#${i + 1}`;
    if (typeof appId === 'string' && ids.has(appId)) problems.push(`record ${label}: appId is used twice`);
    if (typeof appId === 'string') ids.add(appId);
    if (!validate(record)) {
      for (const error of validate.errors ?? []) {
        problems.push(`record ${label}, field ${error.instancePath || '(the record)'}: ${error.message ?? 'invalid'}`);
      }
    }
  });
  if (problems.length > 0) {
    throw new Error(
      `${appdDataFile}: the toolbox's App Directory records are not valid 2.0 Applications (${appd.path}):\n  ${problems.join('\n  ')}`,
    );
  }
}

/** Checks the records and writes them under `root`: the list (an AllApplicationsResponse) and one file per app. */
export function writeApplications(root: string, records: readonly ToolboxApplication[], site: SiteLocation): void {
  checkApplications(records, site);
  fs.rmSync(path.join(root, appdFolder), {recursive: true, force: true});
  const write = (file: string, value: unknown): void => {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
  };
  write(appdListPath, {applications: records, message: 'OK'});
  for (const record of records) write(appdRecordPath(record.appId), record);
}
