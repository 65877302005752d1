/**
 * The checks of "Check a context", apart from the page so that they can be
 * tested in Node: where malformed JSON breaks (line and column), each schema
 * error in plain words with the JSON path of the value at fault, and hints
 * about a type string that a version spells otherwise or does not define.
 * Browser-safe: no Node imports.
 */
import {baseValidatorKey, type CheckVersion, type SchemaError, type ValidatorModule} from './types';

/** One finding, shown in the list of results. */
export interface Finding {
  /** JSON Pointer to the value at fault (`/id/ISIN`); '' for the context as a whole. */
  path: string;
  message: string;
  /** The schema keyword that is broken (`required`, `type`), for errors. */
  rule?: string;
}

export type CheckResult =
  | {kind: 'malformed'; line: number; column: number; message: string}
  | {
      kind: 'checked';
      valid: boolean;
      /** The type string, when the context has one. */
      type?: string;
      /** Whether the type is a standard type of the version (else only the base context schema was applied). */
      standard: boolean;
      errors: Finding[];
      notices: Finding[];
    };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------
// Malformed JSON: where it breaks.

export interface JsonProblem {
  /** Offset into the text (UTF-16 code units). */
  offset: number;
  /** 1-based. */
  line: number;
  column: number;
  message: string;
}

class JsonStop extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** Line and column (both from 1) of an offset. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const lines = before.split(/\r\n|\r|\n/);
  return {line: lines.length, column: lines[lines.length - 1].length + 1};
}

const whitespace = new Set([' ', '\t', '\n', '\r']);
/** The characters that may follow a backslash in a JSON string (besides `u` and four hex digits). */
const escapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const numberAt = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The first place where `text` stops being JSON, with a reason in plain words,
 * or undefined when it is JSON. (Browsers' own messages differ and some give no
 * position, so the page finds it itself.)
 */
export function findJsonProblem(text: string): JsonProblem | undefined {
  let at = 0;
  const stop = (message: string, offset = at): never => {
    throw new JsonStop(offset, message);
  };
  const skip = () => {
    while (at < text.length && whitespace.has(text[at])) at += 1;
  };
  const shown = (offset: number) => (offset >= text.length ? 'the end of the text' : `${JSON.stringify(text[offset])}`);
  const value = (): void => {
    skip();
    const c = text[at];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    if (c === "'") stop('strings and field names must be in double quotes ("), not single quotes');
    if (c === '}' || c === ']') stop(`expected a value before ${shown(at)}`);
    stop(`expected a value (an object, array, string, number, true, false or null), found ${shown(at)}`);
  };
  const object = (): void => {
    at += 1;
    skip();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      skip();
      if (text[at] === '}') stop('a comma cannot come right before "}"');
      if (text[at] !== '"') stop(`expected a field name in double quotes, found ${shown(at)}`);
      string();
      skip();
      if (text[at] !== ':') stop(`expected ":" after the field name, found ${shown(at)}`);
      at += 1;
      value();
      skip();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      stop(`expected "," or "}" after a field, found ${shown(at)}`);
    }
  };
  const array = (): void => {
    at += 1;
    skip();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (;;) {
      skip();
      if (text[at] === ']') stop('a comma cannot come right before "]"');
      value();
      skip();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      stop(`expected "," or "]" after an item, found ${shown(at)}`);
    }
  };
  const string = (): void => {
    const start = at;
    at += 1;
    for (;;) {
      if (at >= text.length) stop('this string is never closed with a double quote', start);
      const c = text[at];
      if (c === '"') {
        at += 1;
        return;
      }
      if (c < ' ') stop('a string cannot hold a line break or tab as it is: write \\n or \\t');
      if (c === '\\') {
        const next = text[at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) stop('\\u must be followed by four hexadecimal digits');
          at += 6;
          continue;
        }
        if (next === undefined || !escapes.has(next)) stop(`"\\${next ?? ''}" is not an escape JSON knows`);
        at += 2;
        continue;
      }
      at += 1;
    }
  };
  const number = (): void => {
    numberAt.lastIndex = at;
    const match = numberAt.exec(text);
    if (!match || match[0] === '-') stop('this number is not written as JSON writes numbers');
    at += match![0].length;
  };

  try {
    skip();
    if (at >= text.length) stop('the text is empty: paste a context, a JSON object');
    value();
    skip();
    if (at < text.length) stop(`the JSON value ends before this: found ${shown(at)} after it`);
    return undefined;
  } catch (error) {
    if (!(error instanceof JsonStop)) throw error;
    return {offset: error.offset, ...lineAndColumn(text, error.offset), message: error.message};
  }
}

// ---------------------------------------------------------------------------
// Schema errors in plain words.

/** A JSON Pointer's steps, unescaped. */
export const pointerSteps = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

const escapeStep = (step: string): string => step.replace(/~/g, '~0').replace(/\//g, '~1');

/** How a message names the value at a pointer: `` `id` ``, `` `instruments[0]` ``, or "the context". */
export function subjectOf(pointer: string): string {
  const steps = pointerSteps(pointer);
  let name = '';
  let i = steps.length - 1;
  const indices: string[] = [];
  while (i >= 0 && /^\d+$/.test(steps[i])) indices.unshift(`[${steps[i--]}]`);
  if (i >= 0) name = steps[i];
  if (name === '' && indices.length === 0) return 'the context';
  return `\`${name}${indices.join('')}\``;
}

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

const formatWords: Record<string, string> = {
  'date-time': 'a date and time in ISO 8601 form, such as 2024-03-01T09:30:00Z',
  date: 'a date in ISO 8601 form, such as 2024-03-01',
  time: 'a time in ISO 8601 form, such as 09:30:00Z',
  email: 'an email address',
  uri: 'an absolute URI, such as https://example.org/',
  'uri-reference': 'a URI',
};

const listValues = (values: readonly unknown[]): string => {
  const shown = values.slice(0, 12).map((v) => JSON.stringify(v));
  return values.length > 12 ? `${shown.join(', ')}, …` : shown.join(', ');
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** One schema error as a finding: the path of the value at fault and what it must be, in plain words. */
export function describeSchemaError(error: SchemaError): Finding {
  const p = error.params;
  const at = error.instancePath;
  const it = subjectOf(at);
  const It = it === 'the context' ? 'The context' : it;
  const rule = error.keyword;
  const child = (name: unknown) => `${at}/${escapeStep(String(name))}`;
  switch (error.keyword) {
    case 'required':
      return {path: child(p.missingProperty), rule, message: `\`${String(p.missingProperty)}\` is required`};
    case 'type': {
      const types = String(p.type).split(',');
      return {path: at, rule, message: `${It} must be ${types.map((t) => typeWords[t] ?? t).join(' or ')}`};
    }
    case 'const':
      return {path: at, rule, message: `${It} must be exactly ${JSON.stringify(p.allowedValue)}`};
    case 'enum':
      return {path: at, rule, message: `${It} must be one of ${listValues((p.allowedValues as unknown[]) ?? [])}`};
    case 'format':
      return {path: at, rule, message: `${It} must be ${formatWords[String(p.format)] ?? `in the format "${String(p.format)}"`}`};
    case 'pattern':
      return {path: at, rule, message: `${It} must match the pattern ${String(p.pattern)}`};
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = {minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than'}[error.keyword];
      return {path: at, rule, message: `${It} must be ${words} ${String(p.limit)}`};
    }
    case 'minItems':
      return {path: at, rule, message: `${It} must have at least ${plural(Number(p.limit), 'item', 'items')}`};
    case 'maxItems':
      return {path: at, rule, message: `${It} must have at most ${plural(Number(p.limit), 'item', 'items')}`};
    case 'minLength':
      return {path: at, rule, message: `${It} must be at least ${plural(Number(p.limit), 'character', 'characters')} long`};
    case 'maxLength':
      return {path: at, rule, message: `${It} must be at most ${plural(Number(p.limit), 'character', 'characters')} long`};
    case 'minProperties':
      return {path: at, rule, message: `${It} must have at least ${plural(Number(p.limit), 'field', 'fields')}`};
    case 'maxProperties':
      return {path: at, rule, message: `${It} must have at most ${plural(Number(p.limit), 'field', 'fields')}`};
    case 'additionalProperties':
      return {path: child(p.additionalProperty), rule, message: `\`${String(p.additionalProperty)}\` is not allowed here`};
    case 'uniqueItems':
      return {path: at, rule, message: `${It} must not repeat an item (items ${String(p.j)} and ${String(p.i)} are the same)`};
    case 'oneOf':
      return {
        path: at,
        rule,
        message: Array.isArray(p.passingSchemas)
          ? `${It} must match exactly one of the allowed forms, but it matches more than one`
          : `${It} must match exactly one of the allowed forms, and it matches none (see the errors of each form)`,
      };
    case 'anyOf':
      return {path: at, rule, message: `${It} must match at least one of the allowed forms (see the errors of each form)`};
    case 'not':
      return {path: at, rule, message: `${It} has a form the schema rules out`};
    case 'if':
      return {path: at, rule, message: `${It} must meet the "${String(p.failingKeyword)}" condition of the schema`};
    case 'dependencies':
    case 'dependentRequired':
      return {
        path: child(p.missingProperty),
        rule,
        message: `\`${String(p.missingProperty)}\` is required when \`${String(p.property)}\` is present`,
      };
    case 'propertyNames':
      return {path: child(p.propertyName), rule, message: `\`${String(p.propertyName)}\` is not an allowed field name`};
    case 'false schema':
      return {path: at, rule, message: `${It} is not allowed here`};
    default:
      return {path: at, rule, message: `${It} ${error.message ?? `breaks the schema's "${error.keyword}" rule`}`};
  }
}

/** Every schema error as a finding, without repeats (a rule reached by two `$ref`s reports twice). */
export function describeSchemaErrors(errors: readonly SchemaError[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const error of errors) {
    const finding = describeSchemaError(error);
    const key = `${finding.path}\u0000${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(finding);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Type strings: other spellings, other versions.

/** Each version's standard type strings, as the page's data lists them. */
export type TypeCatalogue = readonly Pick<CheckVersion, 'folder' | 'label' | 'types'>[];

const fdc3 = (label: string) => `FDC3 ${label}`;
const versionList = (labels: readonly string[]): string =>
  labels.length <= 1 ? labels.map(fdc3).join('') : `${labels.slice(0, -1).map(fdc3).join(', ')} and ${fdc3(labels[labels.length - 1])}`;

/**
 * What the catalogue says about a type string, in the version `folder`:
 * spellings that differ only in case, in this version or another, and the
 * versions that define it when this one does not. Spellings are compared
 * case-insensitively over every version's schema set.
 */
export function typeHints(type: string, folder: string, catalogue: TypeCatalogue): string[] {
  const here = catalogue.find((v) => v.folder === folder);
  if (!here) return [];
  const lower = type.toLowerCase();
  const standardHere = here.types.some((t) => t.type === type);
  const hints: string[] = [];
  // The same type under another spelling, with the versions that spell it so.
  const spellings = new Map<string, string[]>();
  const exactElsewhere: string[] = [];
  for (const version of catalogue) {
    for (const {type: other} of version.types) {
      if (other.toLowerCase() !== lower) continue;
      if (other === type) {
        if (version.folder !== folder) exactElsewhere.push(version.label);
      } else spellings.set(other, [...(spellings.get(other) ?? []), version.label]);
    }
  }
  for (const [spelling, labels] of spellings) {
    if (!standardHere && labels.includes(here.label)) {
      hints.push(`Did you mean \`${spelling}\`? That is how ${fdc3(here.label)} spells it; type strings are case-sensitive.`);
      continue;
    }
    const where = versionList(labels.filter((l) => l !== here.label));
    hints.push(`${where} ${labels.length === 1 ? 'spells' : 'spell'} this type \`${spelling}\`; type strings are case-sensitive.`);
  }
  if (!standardHere && exactElsewhere.length > 0) {
    hints.push(`\`${type}\` is a standard type of ${versionList(exactElsewhere)}, but not of ${fdc3(here.label)}.`);
  }
  return hints;
}

// ---------------------------------------------------------------------------
// The whole check.

/** Checks a parsed context against a version's validators. */
export function checkValue(
  value: unknown,
  version: CheckVersion,
  validators: ValidatorModule,
  catalogue: TypeCatalogue,
): CheckResult & {kind: 'checked'} {
  const type = isObject(value) && typeof value.type === 'string' ? value.type : undefined;
  const standard = type !== undefined && version.types.some((t) => t.type === type) && typeof validators[type] === 'function';
  const validate = standard ? validators[type] : validators[baseValidatorKey];
  if (typeof validate !== 'function')
    throw new Error(`The ${fdc3(version.label)} validators have no check for ${standard ? type : 'the base context'}`);
  const valid = validate(value);
  const errors = valid ? [] : describeSchemaErrors(validate.errors ?? []);
  const notices: Finding[] = [];
  if (type !== undefined && !standard) {
    notices.push({
      path: '/type',
      message:
        type === ''
          ? `The type is an empty string, which names no type: only the rules every context shares (the base context schema of ${fdc3(version.label)}) were checked.`
          : `\`${type}\` is not a standard context type of ${fdc3(version.label)}. FDC3 allows types of your own, so only the rules every context shares (the base context schema) were checked.`,
    });
  }
  if (type !== undefined && type !== '')
    for (const hint of typeHints(type, version.folder, catalogue)) notices.push({path: '/type', message: hint});
  return {kind: 'checked', valid, type, standard, errors, notices};
}

/** Checks the text a reader pasted: malformed JSON gets its line and column, a value is checked against the schemas. */
export function checkText(text: string, version: CheckVersion, validators: ValidatorModule, catalogue: TypeCatalogue): CheckResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const problem = findJsonProblem(text);
    if (problem) return {kind: 'malformed', line: problem.line, column: problem.column, message: problem.message};
    // The browser refused what the scanner accepts: report the browser's reason.
    return {kind: 'malformed', line: 1, column: 1, message: error instanceof Error ? error.message : String(error)};
  }
  return checkValue(value, version, validators, catalogue);
}
