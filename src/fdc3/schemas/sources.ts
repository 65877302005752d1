// cspell:ignore defintion sepaarted infomation (the packages' own misspellings, which patches correct)
/**
 * Where each docs version's machine-readable files come from: the JSON Schemas
 * of its context types and its App Directory OpenAPI document, as published in
 * npm packages of the standard. Nothing here is copied into the repository: the
 * build reads the packages (package.json aliases) and serves the files at the
 * paths the standard's own site uses (`/schemas/<folder>/...`).
 *
 * A patch is a small, sourced text change that brings a package's copy to the
 * form the standard published for that version (one exact string, found once,
 * replaced). A patch whose text is no longer found fails the build.
 */

import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../docs-versions';

/** The base of every `$id` and absolute `$ref` in the packages' files: the draft's address. */
export const upstreamSchemaBase = 'https://fdc3.finos.org/schemas/next/';

export interface SchemaPatch {
  /** The served file, relative to the version's folder (`chatInitSettings.schema.json`). */
  file: string;
  /** The exact text of the package's copy to replace; it must occur exactly once (with `all`, at least once, and every occurrence is replaced). */
  find: string;
  all?: boolean;
  replace: string;
  /** What the patch does, in one sentence, for the version's context spec page. */
  what: string;
  /** The public change that made the published form (a PR or commit of finos/FDC3). */
  source: string;
}

export interface PackageFolder {
  /** The package.json alias (`fdc3-1.2`) and the folder inside it (`src/context/schemas`). */
  alias: string;
  dir: string;
  /** Where its files are served, relative to the version's folder ('' or `context/`). */
  to: string;
  /** Only these files of the folder (default: every `*.schema.json`). */
  only?: readonly string[];
}

export interface SchemaSource {
  /** Docs version name (`current` is the draft, `next`). */
  docsVersion: string;
  /** The folder under /schemas/ (`1.2`; `next` for the draft). */
  folder: string;
  /** The package the files are taken from, as a reader would install it. */
  packageName: string;
  /** The package folders holding the context schemas and whatever they `$ref`. */
  schemaFolders: readonly PackageFolder[];
  /** The App Directory OpenAPI document in the package, or why no package has it. */
  appDirectory: {alias: string; file: string} | {missing: string};
  /** The App Directory API's path prefix in this version (`/v1`, `/v2`). */
  appDirectoryApi: 'v1' | 'v2';
  patches: readonly SchemaPatch[];
  /** Types the package defines that the version does not: served, since other schemas refer to them, but not listed as its types. */
  laterTypes?: readonly {type: string; reason: string}[];
  /** How the package differs from the version's text, where it is not the version's own release (one sentence each). */
  differences: readonly string[];
}

const appdYaml = 'src/app-directory/specification/appd.yaml';

const pr = (n: number) => `https://github.com/finos/FDC3/pull/${n}`;

/** The 1.x packages point `$ref`s at `file#/`; the published copies at `file#` (finos/FDC3#374, resolving #373). */
function rootRefPatches(files: readonly string[]): SchemaPatch[] {
  return files.map((file) => ({
    file,
    find: '.schema.json#/"',
    replace: '.schema.json#"',
    all: true,
    what: 'every `$ref` to another schema points at its root as `file#`, not `file#/`',
    source: pr(374),
  }));
}

const schemas1x = ['contact', 'contactList', 'country', 'instrument', 'instrumentList', 'organization', 'portfolio', 'position'].map(
  (name) => `${name}.schema.json`,
);

/** The App Directory document names its version, where the package says `next` (the release process sets it). */
function appdVersionPatch(version: string, find: string, source: string): SchemaPatch {
  return {
    file: 'app-directory.yaml',
    find,
    replace: `version: '${version}'`,
    what: `\`info.version\` is \`${version}\`, not \`next\``,
    source,
  };
}

/** Links to the intents repository's default branch, renamed from master to main (finos/FDC3#1161). */
const mainBranchPatch: SchemaPatch = {
  file: 'app-directory.yaml',
  find: 'https://github.com/FDC3/Intents/blob/master/src/Intent.yaml',
  replace: 'https://github.com/FDC3/Intents/blob/main/src/Intent.yaml',
  all: true,
  what: 'links to the intents repository name its `main` branch',
  source: pr(1161),
};

/** A spelling correction in a description of the App Directory document (finos/FDC3#973). */
function spellingPatch(find: string, replace: string): SchemaPatch {
  return {file: 'app-directory.yaml', find, replace, what: `a description reads "${replace.trim()}"`, source: pr(973)};
}

const writtenSources: readonly SchemaSource[] = [
  {
    docsVersion: '1.1',
    folder: '1.1',
    packageName: '@finos/fdc3@1.1.1',
    schemaFolders: [{alias: 'fdc3-1.1', dir: 'src/context/schemas', to: ''}],
    appDirectory: {alias: 'fdc3-1.1', file: appdYaml},
    appDirectoryApi: 'v1',
    patches: [...rootRefPatches(schemas1x), appdVersionPatch('1.1', 'version: next', pr(191)), mainBranchPatch],
    differences: [],
  },
  {
    docsVersion: '1.2',
    folder: '1.2',
    packageName: '@finos/fdc3@1.2.0',
    schemaFolders: [{alias: 'fdc3-1.2', dir: 'src/context/schemas', to: ''}],
    appDirectory: {alias: 'fdc3-1.2', file: appdYaml},
    appDirectoryApi: 'v1',
    patches: [
      ...rootRefPatches(schemas1x),
      appdVersionPatch('1.2', 'version: next', pr(666)),
      mainBranchPatch,
      spellingPatch('Retrieve an application defintion', 'Retrieve an application definition'),
      spellingPatch('A comma sepaarted list', 'A comma separated list'),
    ],
    differences: [],
  },
  {
    docsVersion: '2.0',
    folder: '2.0',
    packageName: '@finos/fdc3@2.0.0',
    schemaFolders: [{alias: 'schemas-2.0', dir: 'src/context/schemas', to: ''}],
    appDirectory: {alias: 'schemas-2.0', file: appdYaml},
    appDirectoryApi: 'v2',
    patches: [
      appdVersionPatch('2.0', "version: 'next'", pr(795)),
      mainBranchPatch,
      spellingPatch('- visualisation', '- visualization'),
      spellingPatch('provides more infomation about', 'provides more information about'),
      spellingPatch('A comma sepaarted list', 'A comma separated list'),
      {
        file: 'app-directory.yaml',
        find: 'formt: uri',
        replace: 'format: uri',
        what: 'the web app `url` is declared with `format: uri` (the package misspells the keyword `formt`)',
        source: pr(973),
      },
      {
        file: 'app-directory.yaml',
        find: "      oneOf:\n        - $ref: '#/components/schemas/WebAppDetails'",
        replace: "      anyOf:\n        - $ref: '#/components/schemas/WebAppDetails'",
        what: '`LaunchDetails` accepts any of the launch detail kinds (`anyOf`), not exactly one (`oneOf`)',
        source: pr(1034),
      },
      {
        file: 'app-directory.yaml',
        find: '- src: https://fdc3.finos.org/docs/assets/fdc3-logo.png,',
        replace: '- src: https://fdc3.finos.org/docs/assets/fdc3-logo.png',
        what: 'the example record has no stray comma after its icon URL',
        source: pr(1034),
      },
      {
        file: 'app-directory.yaml',
        find: '            contactEmail: fdc3@finos.org,\n            supportEmail: fdc3-maintainers@finos.org,',
        replace: '            contactEmail: fdc3@finos.org\n            supportEmail: fdc3-maintainers@finos.org',
        what: 'the example record has no stray commas after its e-mail addresses',
        source: pr(1034),
      },
      {
        file: 'context.schema.json',
        find: '"unevaluatedProperties": {',
        replace: '"additionalProperties": {',
        what: 'the base context lets `id` carry further string identifiers through `additionalProperties`, as released; the package already has the later `unevaluatedProperties`',
        source: pr(795),
      },
      {
        file: 'instrument.schema.json',
        find: [
          ',',
          '    "market": {',
          '      "type": "object",',
          '      "properties": {',
          '        "MIC": { "type": "string" },',
          '        "name": { "type": "string" },',
          '        "COUNTRY_ISOALPHA2": { "type": "string" },',
          '        "BBG": { "type": "string" }',
          '      },',
          '      "unevaluatedProperties": { "type": "string" }',
          '    }',
        ].join('\n'),
        replace: '',
        what: 'Instrument has no `market` object, as released; the package already carries the one 2.1 added (finos/FDC3#819)',
        source: pr(795),
      },
      {
        file: 'chatInitSettings.schema.json',
        find: [
          '"options": {',
          '            "groupRecipients": "boolean",',
          '            "public": "boolean",',
          '            "allowHistoryBrowsing": "boolean",',
          '            "allowMessageCopy": "boolean",',
          '            "allowAddUser": "boolean"',
          '        }',
        ].join('\n'),
        replace: [
          '"options": {',
          '            "type": "object",',
          '            "properties": {',
          '              "groupRecipients": {"type": "boolean"},',
          '              "isPublic": {"type": "boolean"},',
          '              "allowHistoryBrowsing":  {"type": "boolean"},',
          '              "allowMessageCopy":  {"type": "boolean"},',
          '              "allowAddUser":  {"type": "boolean"}',
          '            }',
          '        }',
        ].join('\n'),
        what: 'ChatInitSettings: `options` is a valid JSON Schema object of boolean properties (finos/FDC3#875; the package lists the option names where subschemas belong), and the public-room option is `isPublic`, not `public`',
        source: pr(994),
      },
    ],
    differences: [],
  },
  {
    docsVersion: 'current',
    folder: 'next',
    packageName: '@finos/fdc3-context@2.2.0-alpha.3',
    schemaFolders: [
      {alias: 'schemas-next-context', dir: 'dist/schemas/context', to: 'context/'},
      // The one file outside context/ that a context schema refers to (Action's `app`).
      {alias: 'schemas-next-api', dir: 'dist/schemas/api', to: 'api/', only: ['api.schema.json']},
    ],
    appDirectory: {
      missing:
        'No npm package of the standard ships the App Directory document of the 2.1 draft: @finos/fdc3 stopped shipping it after 2.0.1, and the 2.2 packages that carry schemas (@finos/fdc3-context, @finos/fdc3-schema) do not include it.',
    },
    appDirectoryApi: 'v2',
    patches: [
      {
        file: 'context/timeRange.schema.json',
        find: '"oneOf": [',
        replace: '"anyOf": [',
        what: "a time range may give a start time, an end time or both (`anyOf`); the package's `oneOf` rejects one with both",
        source: pr(1593),
      },
      {
        file: 'context/timeRange.schema.json',
        find: '"2022-04-30T23:59:59ZS"',
        replace: '"2022-04-30T23:59:59Z"',
        what: 'the example end time is a valid date-time',
        source: pr(1593),
      },
      {
        file: 'context/interaction.schema.json',
        find: '"oneOf": [',
        replace: '"anyOf": [',
        what: "an interaction type may be one of the suggested values or any other string (`anyOf`); the package's `oneOf` rejects the suggested ones",
        source: pr(1593),
      },
    ],
    laterTypes: [
      {
        type: 'fdc3.fileAttachment',
        reason:
          'FileAttachment is a 2.2 type; the package serves its schema because its ChatInitSettings, ChatMessage and Message schemas refer to it.',
      },
    ],
    differences: [
      'Every schema gains descriptions, titles and examples, and many types declare `id` and `name` themselves instead of only through the base context.',
      'It adds the 2.2 type `fdc3.fileAttachment` (served, because ChatInitSettings, ChatMessage and Message refer to it, but not listed as a type of the draft), and Action gains the 2.2 fields `action` and `channelId`.',
      'TimeRange is the file `timeRange.schema.json` with the type `fdc3.timeRange`; at the v2.1 tag the file is `timerange.schema.json` and its `const` has the spelling `fdc3.timerange`.',
      'Several `anyOf` lists became `oneOf` or a single `$ref` (ChatInitSettings, ChatMessage, ChatSearchCriteria, Interaction, Message), and TransactionResult declares `message` inside `properties`, where the v2.1 file had it one level up.',
    ],
  },
];

/**
 * Released versions whose files are the draft's as they were at the release:
 * `npm run release` pins the draft's schema packages under the version's own
 * aliases (`schemas-2.1-context`) and records the draft's entry here, with
 * those aliases and the version's folder, so that later changes to the draft's
 * packages, patches or differences leave the release's files as they were.
 */
export const frozenSourcesFile = 'src/fdc3/schemas/frozen.json';

export function frozenSources(root = repoRoot): SchemaSource[] {
  const file = path.join(root, frozenSourcesFile);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SchemaSource[]) : [];
}

/** The draft's entry frozen as release `name`: its folder, and its `schemas-next-*` aliases renamed `schemas-<name>-*`. */
export function frozenDraftSource(draft: SchemaSource, name: string): SchemaSource {
  const rename = (alias: string) => alias.replace(/^schemas-next-/, `schemas-${name}-`);
  return {
    ...structuredClone(draft),
    docsVersion: name,
    folder: name,
    schemaFolders: draft.schemaFolders.map((f) => ({...f, alias: rename(f.alias)})),
    appDirectory:
      'alias' in draft.appDirectory ? {...draft.appDirectory, alias: rename(draft.appDirectory.alias)} : {...draft.appDirectory},
  };
}

/** Every version's source: the written ones, the frozen releases (oldest first), then the draft. */
export const schemaSources: readonly SchemaSource[] = [
  ...writtenSources.filter((s) => s.docsVersion !== 'current'),
  ...frozenSources().reverse(),
  ...writtenSources.filter((s) => s.docsVersion === 'current'),
];

export function schemaSourceFor(docsVersion: string): SchemaSource | undefined {
  return schemaSources.find((s) => s.docsVersion === docsVersion);
}
