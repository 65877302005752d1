/**
 * Checks a context against the fields of its type, as read at build time from
 * the 2.0 typings (`src/fdc3/context-fields.ts`). Runs in the browser: no
 * Node imports. Each problem names the field it is about, by its path from the
 * context's root (`id.ticker`, `instruments[0].id`), in the words the reader sees.
 */
import type {ContextTypeSpec, FieldKind, FieldSpec} from '../../fdc3/context-fields.types';
import {editDistance} from '../../utils/edit-distance';

export interface Problem {
  /** The field the problem is about (`id.ticker`); '' for the context as a whole. */
  path: string;
  /** An `error` keeps the context from being sent; a `notice` only informs. */
  severity: 'error' | 'notice';
  /** A sentence that starts with the field it is about. */
  message: string;
}

/** The type every context extends: what can still be checked in a custom type. */
export const baseContextType = 'fdc3.context';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a value is, for a message: `the number 42`, `an array`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value === '' ? 'an empty string' : `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return `the boolean ${value}`;
    case 'object':
      return 'an object';
    default:
      return `a value of type ${typeof value}`;
  }
}

/** A date and time as JSON carries one (ISO 8601 / RFC 3339), such as `2024-03-01T09:30:00Z`. */
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export function isDateTime(value: unknown): boolean {
  return typeof value === 'string' && dateTime.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}

const kindWords: Record<FieldKind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date and time written as an ISO 8601 string (such as 2024-03-01T09:30:00Z)',
  enum: 'one of the listed values',
  object: 'an object',
  array: 'an array',
  any: 'any value',
};

function kindMatches(kind: FieldKind, value: unknown, values?: readonly string[]): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return value instanceof Date ? !Number.isNaN(value.valueOf()) : isDateTime(value);
    case 'enum':
      return typeof value === 'string' && (values ?? []).includes(value);
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'any':
      return true;
  }
}

function expected(kind: FieldKind, values?: readonly string[]): string {
  return kind === 'enum' ? `one of ${(values ?? []).map((v) => JSON.stringify(v)).join(', ')}` : kindWords[kind];
}

function closest(specs: readonly ContextTypeSpec[], type: string): string | undefined {
  let best: {type: string; d: number} | undefined;
  for (const spec of specs) {
    const d = spec.type.toLowerCase() === type.toLowerCase() ? 0 : editDistance(spec.type, type, 2);
    if (d <= 2 && (!best || d < best.d)) best = {type: spec.type, d};
  }
  return best?.type;
}

const join = (at: string, key: string): string => (at === '' ? key : `${at}.${key}`);

/** The value at a dotted field path inside an object; `absent` when a parent on the way is missing or not an object. */
function lookup(root: Json, path: string): {found: true; value: unknown} | {found: false} {
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (!isObject(current)) return {found: false};
    current = current[key];
  }
  return {found: true, value: current};
}

function parentPresent(root: Json, path: string): boolean {
  const dot = path.lastIndexOf('.');
  if (dot < 0) return true;
  const parent = lookup(root, path.slice(0, dot));
  return parent.found && isObject(parent.value);
}

/**
 * The problems of a context, or none. A type string the specs do not list is
 * allowed (FDC3 lets apps define their own types): it gets a notice saying
 * that only the fields every context shares were checked.
 */
export function validateContext(specs: readonly ContextTypeSpec[], value: unknown): Problem[] {
  const byType = new Map(specs.map((spec) => [spec.type, spec]));
  const problems: Problem[] = [];
  const error = (path: string, message: string) => problems.push({path, severity: 'error', message});

  function checkFields(spec: ContextTypeSpec, context: Json, at: string): void {
    for (const field of spec.fields) {
      if (!parentPresent(context, field.path)) continue;
      const found = lookup(context, field.path);
      const full = join(at, field.path);
      const present = found.found && found.value !== undefined;
      if (!present) {
        if (field.required)
          error(
            full,
            `${full} is missing: ${spec.interfaceName} requires it (${kindWords[field.kind === 'enum' ? 'string' : field.kind]}).`,
          );
        continue;
      }
      checkValue(field, found.value, full);
    }
  }

  function checkValue(field: FieldSpec, value: unknown, full: string): void {
    if (field.kind === 'array') {
      if (!Array.isArray(value)) {
        error(
          full,
          `${full} should be an array${field.contextType ? ` of ${field.contextType} contexts` : ''}, but it is ${describeValue(value)}.`,
        );
        return;
      }
      value.forEach((item, i) => {
        const itemPath = `${full}[${i}]`;
        if (field.contextType) checkContext(item, itemPath, field.contextType);
        else if (field.items && !kindMatches(field.items, item, field.values)) {
          error(itemPath, `${itemPath} should be ${expected(field.items, field.values)}, but it is ${describeValue(item)}.`);
        }
      });
      return;
    }
    if (field.kind === 'object' && field.contextType) {
      checkContext(value, full, field.contextType);
      return;
    }
    if (!kindMatches(field.kind, value, field.values)) {
      error(full, `${full} should be ${expected(field.kind, field.values)}, but it is ${describeValue(value)}.`);
    }
  }

  /** Checks a context at `at` ('' for the root); `expectedType` when the field it sits in holds one type of context. */
  function checkContext(value: unknown, at: string, expectedType?: string): void {
    const name = at === '' ? 'The context' : at;
    const holds = expectedType ? `a ${expectedType} context` : 'a context';
    if (!isObject(value)) {
      const should = expectedType ? `${holds}: an object with a type field` : 'an object with a type field';
      error(at, `${name} should be ${should}, but it is ${describeValue(value)}.`);
      return;
    }
    const typePath = join(at, 'type');
    const type = value.type;
    if (type === undefined) {
      error(
        typePath,
        `${typePath} is missing: every context names its type in a string field called type${expectedType ? ` (here "${expectedType}")` : ''}.`,
      );
    } else if (typeof type !== 'string') {
      error(typePath, `${typePath} should be a string, but it is ${describeValue(type)}.`);
    } else if (expectedType && type !== expectedType) {
      error(typePath, `${typePath} should be "${expectedType}", as ${at} holds ${holds}, but it is ${JSON.stringify(type)}.`);
    }
    const spec = byType.get(expectedType ?? (typeof type === 'string' ? type : ''));
    if (spec) {
      checkFields(spec, value, at);
      return;
    }
    const base = byType.get(baseContextType);
    if (base) checkFields(base, value, at);
    if (typeof type === 'string') {
      const guess = type === '' ? undefined : closest(specs, type);
      const what =
        type === ''
          ? `${typePath} is an empty string, which names no type`
          : `${typePath} "${type}" is not one of the FDC3 2.0 context types${guess ? ` (did you mean "${guess}"?)` : ''}`;
      problems.push({
        path: typePath,
        severity: 'notice',
        message: `${what}. FDC3 allows custom types, so it may be sent, but only the fields every context shares (id, name) can be checked.`,
      });
    }
  }

  checkContext(value, '');
  return problems;
}

/** Only the problems that keep a context from being sent. */
export const errorsOf = (problems: readonly Problem[]): Problem[] => problems.filter((p) => p.severity === 'error');
