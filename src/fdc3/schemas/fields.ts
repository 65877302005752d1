/**
 * A readable view of a context type's served JSON Schema: one row per field,
 * with its dotted path (`id.ISIN`, `contacts[].name`), what it holds, and
 * whether it is required, read from the schema itself (`allOf` members and
 * `$ref`s to the base context are merged in; a `$ref` to another standard type
 * is named, not expanded). The context checker shows it beside its checks.
 */
import {resolveSchemaRef, type ServedSchemaSet} from './index';
import type {SchemaFieldRow} from './fields.types';

export type {SchemaFieldRow} from './fields.types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How deep the view follows nested objects (the deepest standard field is three levels down). */
const maxDepth = 4;

interface Resolved {
  schema: Json;
  /** The URL the schema's own `$ref`s are relative to. */
  base: string;
  /** Set when the `$ref` led to another standard type's schema: its title. */
  typeTitle?: string;
}

function resolveRef(set: ServedSchemaSet, ref: string, base: string, from: string): Resolved {
  const {node, url, pointer} = resolveSchemaRef(set, ref, base, from);
  if (!isObject(node)) throw new Error(`schema fields: ${from} refers to ${new URL(ref, base).href}, which is not a schema`);
  const standard = pointer.replace(/^\//, '') === '' ? set.contextSchemas.find((c) => c.file.url === url) : undefined;
  return {schema: node, base: url, typeTitle: standard?.title};
}

/** The properties and required names of an object schema, with its `allOf` members and plain `$ref`s merged in. */
function objectParts(
  set: ServedSchemaSet,
  schema: Json,
  base: string,
  from: string,
  seen = 0,
): {properties: Map<string, [Json, string]>; required: Set<string>} {
  const properties = new Map<string, [Json, string]>();
  const required = new Set<string>();
  if (seen > 8) return {properties, required};
  const members: [Json, string][] = [[schema, base]];
  if (typeof schema.$ref === 'string') {
    const r = resolveRef(set, schema.$ref, base, from);
    members.push([r.schema, r.base]);
  }
  if (Array.isArray(schema.allOf)) for (const m of schema.allOf) if (isObject(m)) members.push([m, base]);
  for (const [member, memberBase] of members) {
    const inner = member === schema ? undefined : objectParts(set, member, memberBase, from, seen + 1);
    if (inner) {
      for (const [k, v] of inner.properties) if (!properties.has(k)) properties.set(k, v);
      for (const k of inner.required) required.add(k);
    }
    if (isObject(member.properties))
      for (const [k, v] of Object.entries(member.properties)) if (isObject(v)) properties.set(k, [v, memberBase]);
    if (Array.isArray(member.required)) for (const k of member.required) if (typeof k === 'string') required.add(k);
  }
  return {properties, required};
}

/** What a field's schema holds, in words, and the object schema to list its own fields from (if any). */
function describe(
  set: ServedSchemaSet,
  schema: Json,
  base: string,
  from: string,
): {holds: string; nested?: [Json, string]; arrayItems?: [Json, string]} {
  if ('const' in schema) return {holds: JSON.stringify(schema.const)};
  if (Array.isArray(schema.enum)) return {holds: `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`};
  if (typeof schema.$ref === 'string') {
    const r = resolveRef(set, schema.$ref, base, from);
    if (r.typeTitle) return {holds: r.typeTitle};
    return describe(set, {...r.schema, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref'))}, r.base, from);
  }
  const alternatives = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : typeof schema.type === 'string' ? schema.type : undefined;
  if (type === 'array' || (!type && schema.items)) {
    const items = isObject(schema.items) ? describe(set, schema.items, base, from) : {holds: 'any value'};
    const itemSchema = isObject(schema.items) ? (items.nested ?? undefined) : undefined;
    return {holds: `array of ${items.holds}`, arrayItems: itemSchema};
  }
  if (alternatives && !type) {
    const words = alternatives.filter(isObject).map((a) => describe(set, a, base, from).holds);
    return {holds: [...new Set(words)].join(' or ')};
  }
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  const isObjectSchema = type === 'object' || (!type && (isObject(schema.properties) || Array.isArray(schema.allOf)));
  if (isObjectSchema) return {holds: 'object', nested: [schema, base]};
  return {holds: `${type ?? 'any value'}${format}`};
}

function rowsOf(set: ServedSchemaSet, schema: Json, base: string, prefix: string, depth: number, from: string): SchemaFieldRow[] {
  const {properties, required} = objectParts(set, schema, base, from);
  const rows: SchemaFieldRow[] = [];
  for (const [name, [field, fieldBase]] of properties) {
    const path = prefix ? `${prefix}.${name}` : name;
    const {holds, nested, arrayItems} = describe(set, field, fieldBase, from);
    const description = typeof field.description === 'string' ? field.description : undefined;
    rows.push({path, holds, required: required.has(name), ...(description ? {description} : {})});
    if (depth < maxDepth && nested) rows.push(...rowsOf(set, nested[0], nested[1], path, depth + 1, from));
    if (depth < maxDepth && arrayItems) rows.push(...rowsOf(set, arrayItems[0], arrayItems[1], `${path}[]`, depth + 1, from));
  }
  return rows;
}

/** The rows of a standard type's served schema (`fdc3.instrument` of the set's version). */
export function schemaFields(set: ServedSchemaSet, type: string): SchemaFieldRow[] {
  const entry = set.contextSchemas.find((c) => c.type === type);
  if (!entry) throw new Error(`schema fields: ${type} is not a standard type of ${set.source.folder}`);
  return rowsOf(set, JSON.parse(entry.file.body) as Json, entry.file.url, '', 0, entry.file.path);
}
