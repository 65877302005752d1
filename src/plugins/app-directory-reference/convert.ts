/**
 * Turns an App Directory OpenAPI document (YAML text, as the site serves it)
 * into the compact, typed form the reference pages render: every path and
 * operation, every schema of `components.schemas` with its fields, and the
 * types that link them. A `$ref` that points at nothing in the document, or
 * outside it, fails with the served file's path and the line of the `$ref`.
 */
import yaml from 'js-yaml';
import type {
  AppDirectoryReference,
  Block,
  Content,
  Endpoint,
  Field,
  Inline,
  Parameter,
  Response,
  SchemaEntry,
  TypeExpr,
} from './client/types';

/** The document to convert and what the page says about it. */
export interface ReferenceInput {
  /** Path under the site's base URL (`schemas/2.0/app-directory.yaml`); named in every error. */
  path: string;
  /** The package and file it came from, for messages. */
  from: string;
  body: string;
  docsVersion: string;
  documentVersion: string;
  packageName: string;
}

type Json = Record<string, unknown>;

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const schemaRef = /^#\/components\/schemas\/([^/]+)$/;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The anchor of a section: lower case, runs of anything else than letters and digits as one `-`. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The anchor of a schema's section: `schema-application`. */
export const schemaAnchor = (name: string): string => `schema-${slug(name)}`;

function inlines(text: string): Inline[] {
  const out: Inline[] = [];
  text
    .replace(/\s+/g, ' ')
    .split(/(`[^`]+`)/)
    .forEach((part) => {
      if (!part) return;
      if (part.startsWith('`') && part.endsWith('`') && part.length > 2) out.push({text: part.slice(1, -1), code: true});
      else out.push({text: part});
    });
  return out;
}

/** A description's paragraphs and bullet lists (the documents use nothing else but code spans). */
export function descriptionBlocks(text: unknown): Block[] {
  if (typeof text !== 'string' || !text.trim()) return [];
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let items: string[][] | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({kind: 'p', inlines: inlines(paragraph.join(' '))});
    paragraph = [];
  };
  const flushList = () => {
    if (items) blocks.push({kind: 'ul', items: items.map((lines) => inlines(lines.join(' ')))});
    items = null;
  };
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) {
      flushParagraph();
      continue;
    }
    const item = /^[-*]\s+(.*)$/.exec(trimmed);
    if (item) {
      flushParagraph();
      (items ??= []).push([item[1]]);
    } else if (items && /^\s/.test(line)) {
      items[items.length - 1].push(trimmed);
    } else {
      flushList();
      paragraph.push(trimmed);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The 1-based line of the first `$ref` to `ref` in the YAML text, or undefined. */
function lineOfRef(body: string, ref: string): number | undefined {
  const at = body.split('\n').findIndex((line) => line.includes('$ref') && line.includes(ref));
  return at < 0 ? undefined : at + 1;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Json)[key];
    if (node === undefined) return undefined;
  }
  return node;
}

/** Every `$ref` in the document with where it occurs, so a dangling one is reported before anything is built. */
function checkRefs(doc: unknown, input: ReferenceInput): void {
  const problems: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${where}/${i}`));
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref') {
          const ref = String(child);
          if (resolvePointer(doc, ref) === undefined) {
            const line = lineOfRef(input.body, ref);
            problems.push(
              `${input.path}${line ? `:${line}` : ''} (from ${input.from}): $ref "${ref}" at ${where || '/'} ${
                ref.startsWith('#/') ? 'points at nothing in the document' : 'points outside the document'
              }`,
            );
          }
        } else walk(child, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    }
  };
  walk(doc, '');
  if (problems.length) throw new Error(`app-directory-reference: ${problems.join('\n  ')}`);
}

/** The type of a schema, as a tree (refs to component schemas stay refs, so the page can link them). */
function typeOf(schema: unknown, doc: unknown): TypeExpr {
  if (!isObject(schema)) return {kind: 'any'};
  const ref = asString(schema.$ref);
  if (ref) {
    const named = schemaRef.exec(ref);
    if (!named) return typeOf(resolvePointer(doc, ref), doc);
    const name = decodeURIComponent(named[1]);
    return {kind: 'ref', name, anchor: schemaAnchor(name)};
  }
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = schema[kind];
    if (Array.isArray(options)) return {kind, options: options.map((o) => typeOf(o, doc))};
  }
  if (schema.type === 'array') return {kind: 'array', items: schema.items ? typeOf(schema.items, doc) : {kind: 'any'}};
  if (isObject(schema.additionalProperties) && !schema.properties) {
    const key = asString(schema.additionalProperties['x-additionalPropertiesName']) ?? 'key';
    return {kind: 'map', key, values: typeOf(schema.additionalProperties, doc)};
  }
  if (schema.type === 'object' || schema.properties) return {kind: 'object'};
  const type = asString(schema.type);
  if (type) return {kind: 'primitive', type, ...(asString(schema.format) ? {format: asString(schema.format)} : {})};
  return {kind: 'any'};
}

function enumOf(schema: Json): string[] | undefined {
  return Array.isArray(schema.enum) ? schema.enum.map(String) : undefined;
}

/** The fields of an object schema, nested inline objects flattened under their parent's name. */
function fieldsOf(schema: Json, doc: unknown, prefix = ''): Field[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const fields: Field[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const prop = isObject(raw) ? raw : {};
    const full = `${prefix}${name}`;
    const field: Field = {
      name: full,
      type: typeOf(prop, doc),
      required: required.has(name),
      description: descriptionBlocks(prop.description),
    };
    const values = enumOf(prop);
    if (values) field.enum = values;
    if (asString(prop.pattern)) field.pattern = asString(prop.pattern);
    fields.push(field);
    if (prop.$ref) continue;
    if (isObject(prop.properties)) fields.push(...fieldsOf(prop, doc, `${full}.`));
    else if (isObject(prop.items) && !prop.items.$ref && isObject(prop.items.properties))
      fields.push(...fieldsOf(prop.items, doc, `${full}[].`));
  }
  return fields;
}

function schemaEntry(name: string, raw: unknown, doc: unknown): SchemaEntry {
  const schema = isObject(raw) ? raw : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const allOf: TypeExpr[] = [];
  const fields = fieldsOf(schema, doc);
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) {
    if (isObject(member) && !member.$ref && (member.properties || member.required)) {
      fields.push(...fieldsOf(member, doc));
      if (Array.isArray(member.required)) member.required.forEach((r) => required.add(String(r)));
    } else allOf.push(typeOf(member, doc));
  }
  for (const field of fields) if (!field.name.includes('.') && !field.name.includes('[') && required.has(field.name)) field.required = true;
  const oneOf = Array.isArray(schema.oneOf) ? schema.oneOf.map((o) => typeOf(o, doc)) : [];
  const own = schema.properties || schema.allOf || schema.oneOf ? undefined : typeOf(schema, doc);
  const entry: SchemaEntry = {
    name,
    anchor: schemaAnchor(name),
    description: descriptionBlocks(schema.description),
    allOf,
    oneOf,
    required: [...required],
    fields,
    closed: schema.additionalProperties === false,
  };
  if (own && own.kind !== 'object' && own.kind !== 'any') entry.type = own;
  const values = enumOf(schema);
  if (values) entry.enum = values;
  return entry;
}

function deref(node: unknown, doc: unknown): Json {
  if (isObject(node) && typeof node.$ref === 'string') return deref(resolvePointer(doc, node.$ref), doc);
  return isObject(node) ? node : {};
}

function contentsOf(content: unknown, doc: unknown): Content[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => ({mediaType, type: typeOf(deref(media, doc).schema, doc)}));
}

function endpoint(pathName: string, method: string, raw: Json, shared: unknown[], doc: unknown): Endpoint {
  const params = [...shared, ...(Array.isArray(raw.parameters) ? raw.parameters : [])].map((p) => deref(p, doc));
  const parameters: Parameter[] = params.map((p) => ({
    name: String(p.name),
    in: String(p.in),
    required: p.required === true,
    type: typeOf(p.schema, doc),
    description: descriptionBlocks(p.description),
  }));
  const responses: Response[] = Object.entries(isObject(raw.responses) ? raw.responses : {}).map(([status, r]) => {
    const response = deref(r, doc);
    return {status, description: descriptionBlocks(response.description), contents: contentsOf(response.content, doc)};
  });
  const result: Endpoint = {
    anchor: slug(`${method} ${pathName}`),
    method: method.toUpperCase(),
    path: pathName,
    summary: (asString(raw.summary) ?? '').replace(/\s+/g, ' ').trim(),
    deprecated: raw.deprecated === true,
    description: descriptionBlocks(raw.description),
    parameters,
    responses,
  };
  if (raw.requestBody) {
    const body = deref(raw.requestBody, doc);
    result.requestBody = {required: body.required === true, contents: contentsOf(body.content, doc)};
  }
  return result;
}

/** Every `ref` a type names. */
export function refsOf(type: TypeExpr): string[] {
  switch (type.kind) {
    case 'ref':
      return [type.name];
    case 'array':
      return refsOf(type.items);
    case 'map':
      return refsOf(type.values);
    case 'oneOf':
    case 'anyOf':
    case 'allOf':
      return type.options.flatMap(refsOf);
    default:
      return [];
  }
}

/** Converts one document; fails, naming the file, on YAML errors, a document that is not OpenAPI 3, or a dangling `$ref`. */
export function convertDocument(input: ReferenceInput): AppDirectoryReference {
  let doc: unknown;
  try {
    doc = yaml.load(input.body, {filename: input.path});
  } catch (error) {
    throw new Error(`app-directory-reference: ${input.path} (from ${input.from}) is not valid YAML: ${(error as Error).message}`);
  }
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !/^3\./.test(doc.openapi) || !isObject(doc.paths)) {
    throw new Error(`app-directory-reference: ${input.path} (from ${input.from}) is not an OpenAPI 3 document with paths`);
  }
  checkRefs(doc, input);
  const endpoints: Endpoint[] = [];
  for (const [pathName, rawItem] of Object.entries(doc.paths)) {
    const item = deref(rawItem, doc);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of httpMethods)
      if (isObject(item[method])) endpoints.push(endpoint(pathName, method, item[method] as Json, shared, doc));
  }
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = Object.entries(isObject(components.schemas) ? components.schemas : {}).map(([name, raw]) => schemaEntry(name, raw, doc));
  const anchors = [...endpoints, ...schemas].map((x) => x.anchor);
  const twice = anchors.filter((a, i) => anchors.indexOf(a) !== i);
  if (twice.length)
    throw new Error(`app-directory-reference: ${input.path} (from ${input.from}): two sections would share the anchor ${twice.join(', ')}`);
  const info = isObject(doc.info) ? doc.info : {};
  return {
    docsVersion: input.docsVersion,
    documentVersion: input.documentVersion,
    documentPath: input.path,
    packageName: input.packageName,
    openapi: doc.openapi,
    title: asString(info.title) ?? 'App Directory',
    infoVersion: info.version === undefined ? '' : String(info.version),
    endpoints,
    schemas,
  };
}
