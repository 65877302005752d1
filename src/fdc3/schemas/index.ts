/**
 * The standard's machine-readable files as this site serves them: each docs
 * version's context JSON Schemas and App Directory OpenAPI document, read from
 * the npm packages named in `sources.ts`, with every `$id` (and absolute `$ref`)
 * rewritten from the draft's address to the file's own URL on this site, and the
 * version's sourced patches applied. Also the checks the build runs on them:
 * every schema compiles with Ajv, resolving `$ref`s only among the served files,
 * and every App Directory document is valid OpenAPI 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv, {type AnySchemaObject, type Options as AjvOptions, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {repoRoot, versionByName} from '../docs-versions';
import {schemaSources, upstreamSchemaBase, type SchemaSource} from './sources';

export {schemaSources, schemaSourceFor, upstreamSchemaBase, type SchemaPatch, type SchemaSource} from './sources';

/** Where the served files live, under the site's base URL. */
export const schemasFolder = 'schemas';
export const schemaIndexFile = `${schemasFolder}/index.json`;

export const contentTypes = {
  schema: 'application/schema+json',
  yaml: 'application/yaml',
  json: 'application/json',
} as const;

export interface ServedFile {
  /** Path under the site's base URL: `schemas/1.2/instrument.schema.json`. */
  path: string;
  /** Its public URL (the site's URL, base URL and path); a schema's `$id` is this URL. */
  url: string;
  body: string;
  contentType: string;
  kind: 'schema' | 'app-directory';
  /** The package and file it was read from, for messages and the index. */
  from: string;
}

export interface ContextSchema {
  /** The `type` string the schema fixes (`fdc3.instrument`). */
  type: string;
  title: string;
  file: ServedFile;
}

export interface ServedSchemaSet {
  source: SchemaSource;
  /** The version's folder URL, ending in `/`. */
  baseUrl: string;
  files: ServedFile[];
  /** The schemas of standard context types (the base `context` schema has no fixed type and is not listed). */
  contextSchemas: ContextSchema[];
  /** The schema every context extends (`context.schema.json`). */
  baseContextSchema?: ServedFile;
  appDirectory?: ServedFile;
}

export interface SiteLocation {
  /** The site's origin (`https://fdc3.finos.org`). */
  siteUrl: string;
  /** The path the site is served under (`/`). */
  baseUrl: string;
}

export interface LoadOptions {
  /** The folder holding the package aliases (the repository's node_modules by default; tests pass a fixture). */
  packagesDir?: string;
  sources?: readonly SchemaSource[];
}

/** The URL of a served path. */
export function servedUrl({siteUrl, baseUrl}: SiteLocation, servedPath: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${siteUrl.replace(/\/$/, '')}${base}${servedPath}`;
}

/** Applies a version's patches to one file's text; a patch whose text is not found exactly once fails with its file and source. */
export function applyPatches(source: SchemaSource, file: string, text: string): string {
  let out = text;
  for (const patch of source.patches.filter((p) => p.file === file)) {
    const count = out.split(patch.find).length - 1;
    if (patch.all ? count < 1 : count !== 1)
      throw new Error(
        `schemas ${source.folder}/${file}: the patch "${patch.what}" (${patch.source}) expects its text ${patch.all ? 'at least once' : 'once'} in ${source.packageName}, found ${count} times: ${JSON.stringify(patch.find)}`,
      );
    out = out.split(patch.find).join(patch.replace);
  }
  return out;
}

/** The `type` a context schema fixes, from `properties.type.const` at its top level or in an `allOf` member. */
export function fixedContextType(schema: unknown): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const s = schema as {properties?: {type?: {const?: unknown}}; allOf?: unknown[]};
  if (typeof s.properties?.type?.const === 'string') return s.properties.type.const;
  for (const member of s.allOf ?? []) {
    const found = fixedContextType(member);
    if (found) return found;
  }
  return undefined;
}

function parseJson(text: string, where: string): AnySchemaObject {
  try {
    return JSON.parse(text) as AnySchemaObject;
  } catch (error) {
    throw new Error(`schemas: ${where} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads one version's files from its packages, rewrites their addresses and applies its patches. */
export function loadSchemaSet(
  source: SchemaSource,
  site: SiteLocation,
  {packagesDir = path.join(repoRoot, 'node_modules')}: LoadOptions = {},
): ServedSchemaSet {
  const folderPath = `${schemasFolder}/${source.folder}/`;
  const baseUrl = servedUrl(site, folderPath);
  const rewrite = (text: string) => text.split(upstreamSchemaBase).join(baseUrl);
  const files: ServedFile[] = [];
  const contextSchemas: ContextSchema[] = [];
  let baseContextSchema: ServedFile | undefined;
  for (const folder of source.schemaFolders) {
    const dir = path.join(packagesDir, folder.alias, folder.dir);
    if (!fs.existsSync(dir))
      throw new Error(
        `schemas ${source.folder}: ${folder.alias}/${folder.dir} is missing; is the package alias "${folder.alias}" installed (npm ci)?`,
      );
    const names = folder.only ?? fs.readdirSync(dir).filter((name) => name.endsWith('.schema.json'));
    for (const name of [...names].sort()) {
      const from = `${source.packageName.replace(/@[^@]*$/, '')} (${folder.alias}) ${folder.dir}/${name}`;
      const full = path.join(dir, name);
      if (!fs.existsSync(full)) throw new Error(`schemas ${source.folder}: ${from} is missing`);
      const rel = `${folder.to}${name}`;
      const body = rewrite(applyPatches(source, rel, fs.readFileSync(full, 'utf8')));
      const parsed = parseJson(body, from);
      const file: ServedFile = {
        path: `${folderPath}${rel}`,
        url: `${baseUrl}${rel}`,
        body,
        contentType: contentTypes.schema,
        kind: 'schema',
        from,
      };
      if (parsed.$id !== file.url)
        throw new Error(`schemas: ${from} has $id ${JSON.stringify(parsed.$id)}, expected ${file.url} once rewritten`);
      files.push(file);
      const type = fixedContextType(parsed);
      const later = source.laterTypes?.some((t) => t.type === type);
      if (type && folder.to !== 'api/' && !later)
        contextSchemas.push({type, title: typeof parsed.title === 'string' ? parsed.title : name, file});
      if (name === 'context.schema.json' && folder.to !== 'api/') baseContextSchema = file;
    }
  }
  let appDirectory: ServedFile | undefined;
  if ('file' in source.appDirectory) {
    const {alias, file: rel} = source.appDirectory;
    const full = path.join(packagesDir, alias, rel);
    if (!fs.existsSync(full)) throw new Error(`schemas ${source.folder}: ${alias}/${rel} is missing`);
    const body = rewrite(applyPatches(source, 'app-directory.yaml', fs.readFileSync(full, 'utf8')));
    appDirectory = {
      path: `${folderPath}app-directory.yaml`,
      url: `${baseUrl}app-directory.yaml`,
      body,
      contentType: contentTypes.yaml,
      kind: 'app-directory',
      from: `${source.packageName} (${alias}) ${rel}`,
    };
    files.push(appDirectory);
  }
  const unused = source.patches.filter((p) => !files.some((f) => f.path === `${folderPath}${p.file}`));
  if (unused.length)
    throw new Error(`schemas ${source.folder}: patches name files that are not served: ${unused.map((p) => p.file).join(', ')}`);
  contextSchemas.sort((a, b) => a.type.localeCompare(b.type));
  return {source, baseUrl, files, contextSchemas, baseContextSchema, appDirectory};
}

/** The sets read from the installed packages, per site location: three plugins of one build ask for them. */
const loadedSets = new Map<string, ServedSchemaSet[]>();

export function loadSchemaSets(site: SiteLocation, options: LoadOptions = {}): ServedSchemaSet[] {
  const load = () => (options.sources ?? schemaSources).map((source) => loadSchemaSet(source, site, options));
  // Only the default sources and packages are kept: a test's fixtures are read afresh each time.
  if (options.sources || options.packagesDir) return load();
  const key = `${site.siteUrl} ${site.baseUrl}`;
  let sets = loadedSets.get(key);
  if (!sets) {
    sets = load();
    loadedSets.set(key, sets);
  }
  return sets;
}

/**
 * What a `$ref` (relative to the schema at `base`) points at among a set's
 * served files: the node its JSON Pointer names, and the URL of the file that
 * holds it (the base for that node's own `$ref`s). `from` names the referring
 * schema in the error when the file is not served.
 */
export function resolveSchemaRef(
  set: ServedSchemaSet,
  ref: string,
  base: string,
  from: string,
): {node: unknown; url: string; pointer: string} {
  const target = new URL(ref, base);
  const address = `${target.origin}${target.pathname}`;
  const file = set.files.find((f) => f.url === address);
  if (!file) throw new Error(`schemas: ${from} refers to ${target.href}, which is not among the served files of ${set.source.folder}`);
  const pointer = decodeURIComponent(target.hash.replace(/^#/, ''));
  let node: unknown = JSON.parse(file.body);
  for (const step of pointer.split('/').filter((part) => part !== '')) {
    node =
      node && typeof node === 'object' && !Array.isArray(node)
        ? (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
  }
  return {node, url: file.url, pointer};
}

/**
 * An Ajv for FDC3's schemas (all draft-07), with the standard formats and no
 * way to load a schema from the network. Draft-07 lets a schema carry keywords
 * it does not define (2.0's and the draft's use `unevaluatedProperties`, from a
 * later draft) and `required` names that no sibling `properties` lists, so
 * Ajv's own stricter rules are off; each unknown keyword it meets is reported
 * through `warnings` instead of being dropped silently. The schemas themselves
 * are still checked against the draft-07 meta-schema.
 */
export function schemaValidator({warnings, ...options}: AjvOptions & {warnings?: string[]} = {}): Ajv {
  const ajv = new Ajv({
    strict: false,
    strictSchema: 'log',
    validateSchema: true,
    allErrors: true,
    logger: {
      log: () => {},
      warn: (...args: unknown[]) => warnings?.push(args.map(String).join(' ')),
      error: (...args: unknown[]) => warnings?.push(args.map(String).join(' ')),
    },
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Keywords that FDC3's draft-07 schemas use although draft-07 does not define
 * them, and that the build accepts (draft-07 ignores them): `unevaluatedProperties`
 * comes from draft 2019-09. Any other unknown keyword fails the build.
 */
export const acceptedUnknownKeywords: readonly string[] = ['unevaluatedProperties'];

export interface CompiledSchemaSet {
  /** A validator per schema URL (`$id`). */
  validators: Map<string, ValidateFunction>;
  /** `served path: warning` for each keyword draft-07 does not define. */
  warnings: string[];
  /** The Ajv that compiled them (for standalone code: pass `code: {source: true}` in the options). */
  ajv: Ajv;
}

/**
 * Compiles every schema of a set, its `$ref`s resolved only among the set's own
 * served files. A schema that does not compile, or a `$ref` left dangling,
 * fails with the served path and the package file it came from.
 */
export function compileSchemaSet(set: ServedSchemaSet, options: AjvOptions = {}): CompiledSchemaSet {
  const log: string[] = [];
  const ajv = schemaValidator({...options, warnings: log});
  const schemas = set.files.filter((f) => f.kind === 'schema');
  for (const file of schemas) {
    try {
      ajv.addSchema(parseJson(file.body, file.from));
    } catch (error) {
      throw new Error(`schemas: ${file.path} (from ${file.from}) cannot be added: ${(error as Error).message}`);
    }
  }
  const validators = new Map<string, ValidateFunction>();
  const warnings: string[] = [];
  for (const file of schemas) {
    const before = log.length;
    try {
      const validate = ajv.getSchema(file.url);
      if (!validate) throw new Error('Ajv returned no validator');
      validators.set(file.url, validate);
    } catch (error) {
      throw new Error(`schemas: ${file.path} (from ${file.from}) does not compile: ${(error as Error).message}`);
    }
    warnings.push(...log.slice(before).map((w) => `${file.path}: ${w.replace(/^strict mode: /, '')}`));
  }
  return {validators, warnings: [...new Set(warnings)], ajv};
}

const sharedCompiles = new WeakMap<ServedSchemaSet, CompiledSchemaSet>();

/**
 * The set compiled once per build for every plugin that needs it (the served files' check, the
 * context validator's standalone code, the try-it links): with `code: {source: true}`, so that
 * standalone code can be made from it. Each compile of a version's set costs about 0.1 s.
 */
export function sharedSchemaSet(set: ServedSchemaSet): CompiledSchemaSet {
  let compiled = sharedCompiles.get(set);
  if (!compiled) {
    compiled = compileSchemaSet(set, {code: {source: true}});
    sharedCompiles.set(set, compiled);
  }
  return compiled;
}

/** The warnings of a compiled set that the build does not accept (an unknown keyword other than `acceptedUnknownKeywords`). */
export function unacceptedWarnings(compiled: CompiledSchemaSet): string[] {
  return compiled.warnings.filter((w) => !acceptedUnknownKeywords.some((k) => w.endsWith(`unknown keyword: "${k}"`)));
}

/**
 * Validates a set's App Directory document as OpenAPI 3; fails with the served path and the parser's message.
 * `against the OpenAPI schema` is the costly part (0.8 s of build CPU for the three documents): the build leaves
 * it to the unit tests (tests/unit/schemas.test.ts), which run it on every document the packages hold, and
 * checks the rest (YAML, references, the rules of the OpenAPI text) itself.
 */
export async function checkAppDirectory(
  file: ServedFile,
  {againstOpenApiSchema = true}: {againstOpenApiSchema?: boolean} = {},
): Promise<void> {
  const {default: SwaggerParser} = await import('@apidevtools/swagger-parser');
  let doc: unknown;
  try {
    doc = yaml.load(file.body);
  } catch (error) {
    throw new Error(`schemas: ${file.path} (from ${file.from}) is not valid YAML: ${(error as Error).message}`);
  }
  try {
    // Why a structured clone: the parser dereferences in place.
    const options = againstOpenApiSchema ? {resolve: {external: false}} : {resolve: {external: false}, validate: {schema: false}};
    await SwaggerParser.validate(structuredClone(doc) as never, options as never);
  } catch (error) {
    throw new Error(`schemas: ${file.path} (from ${file.from}) is not a valid OpenAPI document: ${(error as Error).message}`);
  }
}

export interface SchemaIndex {
  /** What the index lists, for a reader who finds the file on its own. */
  description: string;
  versions: {
    /** The version as readers name it (`1.2`; `next` for the draft). */
    version: string;
    folder: string;
    /** The version's docs, as a path under the site's base URL (`/docs/1.2`). */
    docs: string;
    package: string;
    contextSchemas: {type: string; title: string; url: string}[];
    baseContextSchema: string | null;
    appDirectory: string | null;
    appDirectoryMissing?: string;
    otherFiles: string[];
    /** Types whose schemas are served only because others refer to them, with why they are not the version's own. */
    laterTypes?: {type: string; reason: string}[];
  }[];
}

/** The machine-readable index at /schemas/index.json. */
export function schemaIndex(sets: readonly ServedSchemaSet[]): SchemaIndex {
  return {
    description:
      'The JSON Schemas of the FDC3 context types and the App Directory OpenAPI document of each version, as this site serves them.',
    versions: sets.map((set) => {
      const listed = new Set([...set.contextSchemas.map((c) => c.file.url), set.baseContextSchema?.url, set.appDirectory?.url]);
      return {
        version: set.source.folder,
        folder: set.baseUrl,
        docs: versionByName(set.source.docsVersion).routeBase,
        package: set.source.packageName,
        contextSchemas: set.contextSchemas.map((c) => ({type: c.type, title: c.title, url: c.file.url})),
        baseContextSchema: set.baseContextSchema?.url ?? null,
        appDirectory: set.appDirectory?.url ?? null,
        ...('missing' in set.source.appDirectory ? {appDirectoryMissing: set.source.appDirectory.missing} : {}),
        otherFiles: set.files.filter((f) => !listed.has(f.url)).map((f) => f.url),
        ...(set.source.laterTypes?.length ? {laterTypes: [...set.source.laterTypes]} : {}),
      };
    }),
  };
}
