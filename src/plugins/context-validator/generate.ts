/**
 * Build-time side of "Check a context": for each version's served schema set
 * (src/fdc3/schemas), the validator module the page loads (Ajv standalone code,
 * so the browser never compiles a schema and needs no `eval`), the smallest
 * valid context of each standard type, and the page's data.
 *
 * Every generated example is validated with the compiled schemas before it is
 * used: a type whose example cannot be made valid fails the build, naming the
 * served schema.
 */
import standaloneCode from 'ajv/dist/standalone';
import type {ValidateFunction} from 'ajv';
import {resolveSchemaRef, sharedSchemaSet, type ServedSchemaSet} from '../../fdc3/schemas';
import {schemaFields} from '../../fdc3/schemas/fields';
import {baseValidatorKey, type CheckVersion, type SchemaViews} from '../../toolbox/check-context/types';

type Json = Record<string, unknown>;
type Schema = Json | boolean;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How readers name a schema folder: `next` is the draft, "Next" in the docs' version menu. */
export const versionLabel = (folder: string): string => (folder === 'next' ? 'Next' : folder);

export interface GeneratedVersion {
  data: CheckVersion;
  /** The validator module's source (CommonJS): one export per standard type, and `baseValidatorKey` for the base context. */
  code: string;
  /** The readable view of each standard type's schema, loaded with the version's checks. */
  views: SchemaViews;
}

/** A value of a string schema that has a format or a pattern, tried in order. */
const stringSamples: readonly string[] = ['example', 'USD', '2024-03-01T09:30:00Z', 'someone@example.org', 'https://example.org/'];
const formatSamples: Record<string, string> = {
  'date-time': '2024-03-01T09:30:00Z',
  date: '2024-03-01',
  time: '09:30:00Z',
  email: 'someone@example.org',
  uri: 'https://example.org/',
  'uri-reference': 'https://example.org/',
};

/** At most this many candidates per schema, so `oneOf`s nested in objects cannot multiply without end. */
const maxCandidates = 24;

function product(lists: readonly unknown[][]): unknown[][] {
  let out: unknown[][] = [[]];
  for (const list of lists) {
    out = out.flatMap((prefix) => list.map((v) => [...prefix, v])).slice(0, maxCandidates);
  }
  return out;
}

/** The value of a string that has no format, pattern or constant: any other value for the same field wins over it. */
const placeholder = 'example';

function deepMerge(a: unknown, b: unknown): unknown {
  if (b === undefined || (b === placeholder && a !== undefined)) return a;
  if (!isObject(a) || !isObject(b)) return b;
  const out: Json = {...a};
  for (const [key, value] of Object.entries(b)) out[key] = key in out ? deepMerge(out[key], value) : value;
  return out;
}

/**
 * Candidate minimal values of a schema, most likely first: only what the
 * schema requires (required fields, `minItems`, `minProperties`), filled
 * with plain values. `$ref`s are resolved among the set's files by URL.
 */
export function candidates(set: ServedSchemaSet, schema: Schema, base: string, depth = 0, siblings: Json = {}): unknown[] {
  if (depth > 12) return [];
  if (schema === true) return [placeholder];
  if (schema === false) return [];
  if (typeof schema.$ref === 'string') {
    const {node: resolved, url: docUrl} = resolveSchemaRef(set, schema.$ref, base, base);
    if (!isObject(resolved) && typeof resolved !== 'boolean')
      throw new Error(`context-validator: ${base} refers to ${new URL(schema.$ref, base).href}, which is not in the served files`);
    const {$ref: _ref, ...rest} = schema;
    const fromRef = candidates(set, resolved, docUrl, depth + 1);
    return Object.keys(rest).length === 0 ? fromRef : combine([fromRef, candidates(set, rest, base, depth + 1)]);
  }
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum.slice(0, 1);
  const parts: unknown[][] = [];
  // A member of allOf, anyOf or oneOf may require a field that only its parent describes (`anyOf: [{required: ['startTime']}, …]`).
  const known: Json = {...siblings};
  for (const holder of [...(Array.isArray(schema.allOf) ? schema.allOf : []), schema]) {
    if (isObject(holder) && isObject(holder.properties)) Object.assign(known, holder.properties);
  }
  if (Array.isArray(schema.allOf)) for (const member of schema.allOf) parts.push(candidates(set, member as Schema, base, depth + 1, known));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options))
      parts.push(options.flatMap((o) => candidates(set, o as Schema, base, depth + 1, known)).slice(0, maxCandidates));
  }
  const own = ownCandidates(set, schema, base, depth, known);
  if (own) parts.push(own);
  if (parts.length === 0) return [placeholder];
  return combine(parts);
}

/** Values that satisfy every part at once: objects are merged, anything else must agree. */
function combine(parts: readonly unknown[][]): unknown[] {
  return product(parts)
    .map((values) => values.reduce((acc, v) => deepMerge(acc, v)))
    .slice(0, maxCandidates);
}

/** The candidates of a schema's own `type` and object or array keywords; undefined when it has none. */
function ownCandidates(set: ServedSchemaSet, schema: Json, base: string, depth: number, known: Json): unknown[] | undefined {
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const type = types[0] ?? (isObject(schema.properties) || Array.isArray(schema.required) ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = known;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      // A field fixed by `const` (the `type` of a context) is always filled in, required or not.
      const fixed = Object.keys(properties).filter((name) => isObject(properties[name]) && 'const' in (properties[name] as Json));
      const names = [...new Set([...required, ...fixed])];
      if (names.length === 0 && typeof schema.minProperties === 'number' && schema.minProperties > 0)
        names.push(...Object.keys(properties).slice(0, schema.minProperties));
      const lists = names.map((name) =>
        name in properties ? candidates(set, properties[name] as Schema, base, depth + 1) : [placeholder],
      );
      return product(lists).map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]])));
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      if (min === 0) return [[]];
      const items = isObject(schema.items) ? candidates(set, schema.items, base, depth + 1) : [placeholder];
      return items.map((item) => Array.from({length: min}, () => item));
    }
    case 'string': {
      if (typeof schema.format === 'string' && formatSamples[schema.format]) return [formatSamples[schema.format]];
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern, 'u');
        const match = stringSamples.find((s) => pattern.test(s));
        if (!match)
          throw new Error(
            `context-validator: no sample string matches the pattern ${schema.pattern} (in ${base}); add one to stringSamples`,
          );
        return [match];
      }
      return [placeholder];
    }
    case 'number':
    case 'integer':
      return [typeof schema.minimum === 'number' ? Math.max(1, Math.ceil(schema.minimum)) : 1];
    case 'boolean':
      return [true];
    case 'null':
      return [null];
    default:
      return undefined;
  }
}

/** The first candidate of a standard type's schema that its compiled validator accepts. */
export function minimalExample(set: ServedSchemaSet, url: string, validate: ValidateFunction): Json {
  const file = set.files.find((f) => f.url === url);
  if (!file) throw new Error(`context-validator: ${url} is not a served file`);
  const found = candidates(set, JSON.parse(file.body) as Schema, file.url).find((c) => isObject(c) && validate(c));
  if (!isObject(found)) {
    throw new Error(
      `context-validator: cannot build a valid example from ${file.path} (from ${file.from}); the last errors were ${JSON.stringify(validate.errors)}`,
    );
  }
  // The type first, as a reader writes a context.
  const {type, ...rest} = found;
  return {type, ...rest};
}

/** The validator module and page data of one version's schema set. */
export function generateVersion(set: ServedSchemaSet): GeneratedVersion {
  const {validators, ajv} = sharedSchemaSet(set);
  if (!set.baseContextSchema) throw new Error(`context-validator: the ${set.source.folder} schemas have no base context schema`);
  const exports: Record<string, string> = {[baseValidatorKey]: set.baseContextSchema.url};
  const examples: Record<string, Json> = {};
  const views: SchemaViews = {};
  for (const schema of set.contextSchemas) {
    views[schema.type] = {path: schema.file.path, fields: schemaFields(set, schema.type)};
    if (schema.type in exports) throw new Error(`context-validator: ${schema.file.path} repeats the type ${schema.type}`);
    exports[schema.type] = schema.file.url;
    const validate = validators.get(schema.file.url);
    if (!validate) throw new Error(`context-validator: ${schema.file.path} did not compile`);
    examples[schema.type] = minimalExample(set, schema.file.url, validate);
  }
  const code = `// Generated at build time from the FDC3 ${versionLabel(set.source.folder)} schemas this site serves (${set.baseUrl}); do not edit.\n${standaloneCode(ajv, exports)}\n`;
  return {
    code,
    views,
    data: {
      folder: set.source.folder,
      label: versionLabel(set.source.folder),
      schemaFolder: set.baseUrl,
      types: set.contextSchemas.map((c) => ({type: c.type, title: c.title})),
      examples,
    },
  };
}
