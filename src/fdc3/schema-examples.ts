/**
 * Checks every context example of the docs against the JSON Schema of its
 * type, as this site serves it for the example's version (src/fdc3/schemas).
 *
 * What counts as an example:
 * - every object, at any depth, of a fenced `json` block whose `type` is a
 *   standard type string of the version;
 * - every object literal, at any depth, of a `ts`/`js` block (and their
 *   `typescript`, `tsx`, `javascript`, `jsx` spellings) whose `type` property is
 *   written as such a string literal. A literal whose `type` is not written as a
 *   string (an enum member, a variable) is skipped.
 * A nested context (the instrument inside a position) is checked as part of its
 * parent and once more on its own. Blocks whose meta says `nocheck` hold
 * deliberately wrong code and are skipped, as by the TypeScript example check.
 *
 * Only what is written literally is checked. A value that is not a literal (an
 * identifier, a call, `new Date()`, a shorthand property) and a placeholder in
 * JSON (a string that is just `...`, `…` or `<something>`, or a bare `...` where
 * a value or a member would be) stand for "some value the example leaves
 * open": the field counts as present, and no error about it, about what is
 * inside it, or of an `anyOf`/`oneOf`/`not`/`if` around it is reported. A
 * spread (`...base`) or an elided member leaves its object open: its missing
 * required fields are not reported either.
 *
 * Versions without schemas are not checked: 1.0 predates the standard's JSON
 * Schemas (they arrived in 1.1), so no npm package has any for it.
 */
import path from 'node:path';
import ts from 'typescript';
import type {ErrorObject} from 'ajv';
import {codeBlocks, linesBeforeBody, listMarkdown, readDoc} from './markdown';
import {repoRoot, versionByName} from './docs-versions';
import {contextTypeInfo} from './context-types';
import type {CompiledSchemaSet, ServedSchemaSet} from './schemas';
import type {KnownDisagreement} from './schemas/known-disagreements';

export interface ContextExample {
  /** The Markdown file, relative to the repository. */
  file: string;
  /** 1-based line of the object's opening brace in that file. */
  line: number;
  type: string;
  lang: 'json' | 'ts';
  value: unknown;
  /** JSON pointers of values that are not literals or are placeholders. */
  unknown: string[];
  /** JSON pointers of objects with members the example leaves out (a spread, an elision). */
  open: string[];
}

export interface SchemaError {
  /** JSON pointer of the offending value (`/id/ticker`; `/` for the object itself). */
  path: string;
  message: string;
}

export interface ExampleResult {
  example: ContextExample;
  /** The served schema the example was checked against, or undefined if its type has none in the version. */
  schemaUrl?: string;
  errors: SchemaError[];
}

const SCRIPT_LANGS = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx']);
const PLACEHOLDER_STRING = /^(\.\.\.|…|<[^<>]+>)$/;
/** Where a value stands in for one the example leaves open: it satisfies `required` and its own errors are dropped. */
const STAND_IN = null;

const pointer = (parent: string, key: string | number) => `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  return undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isParenthesizedExpression(n) ||
    ts.isTypeAssertionExpression(n) ||
    ts.isNonNullExpression(n)
  )
    n = n.expression;
  return n;
}

/** The literal value of an expression, recording in `unknown`/`open` what it leaves open. */
function literalValue(node: ts.Expression, at: string, unknown: string[], open: string[], jsonPlaceholders: boolean): unknown {
  const n = unwrap(node);
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
    if (jsonPlaceholders && PLACEHOLDER_STRING.test(n.text.trim())) {
      unknown.push(at);
      return STAND_IN;
    }
    return n.text;
  }
  if (ts.isNumericLiteral(n)) return Number(n.text);
  if (
    ts.isPrefixUnaryExpression(n) &&
    ts.isNumericLiteral(n.operand) &&
    (n.operator === ts.SyntaxKind.MinusToken || n.operator === ts.SyntaxKind.PlusToken)
  )
    return (n.operator === ts.SyntaxKind.MinusToken ? -1 : 1) * Number(n.operand.text);
  if (n.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (n.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (n.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(n)) {
    if (n.elements.some((e) => ts.isSpreadElement(e) || ts.isOmittedExpression(e))) {
      unknown.push(at);
      return STAND_IN;
    }
    return n.elements.map((e, i) => literalValue(e, pointer(at, i), unknown, open, jsonPlaceholders));
  }
  if (ts.isObjectLiteralExpression(n)) {
    const out: Record<string, unknown> = {};
    for (const member of n.properties) {
      const name = member.name ? propertyName(member.name) : undefined;
      if (ts.isPropertyAssignment(member) && name !== undefined) {
        out[name] = literalValue(member.initializer, pointer(at, name), unknown, open, jsonPlaceholders);
      } else if (
        (ts.isShorthandPropertyAssignment(member) || ts.isMethodDeclaration(member) || ts.isAccessor(member)) &&
        name !== undefined
      ) {
        unknown.push(pointer(at, name));
        out[name] = STAND_IN;
      } else if (!open.includes(at)) {
        open.push(at);
      }
    }
    return out;
  }
  unknown.push(at);
  return STAND_IN;
}

function typeOf(node: ts.ObjectLiteralExpression): string | undefined {
  for (const member of node.properties) {
    if (!ts.isPropertyAssignment(member) || !member.name || propertyName(member.name) !== 'type') continue;
    const value = unwrap(member.initializer);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  }
  return undefined;
}

/**
 * Turns a JSON example's placeholders for whole members or values (a line that
 * is just `...`, or `: ...`) into forms the parser accepts: an elided member
 * becomes a property the object is then marked open by, and an elided value a
 * placeholder string. Line numbers are kept.
 */
export function prepareJson(code: string): string {
  return code
    .split('\n')
    .map((line) =>
      /^\s*(\.\.\.|…),?\s*$/.test(line)
        ? line.replace(/(\.\.\.|…),?/, '"__elided__": 0,')
        : line.replace(/:\s*(\.\.\.|…)(\s*[,}\]]|\s*$)/g, ': "..."$2'),
    )
    .join('\n');
}

/**
 * The context examples of one Markdown text. `file` is how problems name it,
 * `firstLine` the file line of the text's first line, `isStandardType` says
 * which `type` strings are the version's.
 */
export function examplesInMarkdown(
  file: string,
  body: string,
  isStandardType: (type: string) => boolean,
  firstLine = 1,
): {examples: ContextExample[]; problems: string[]} {
  const examples: ContextExample[] = [];
  const problems: string[] = [];
  for (const block of codeBlocks(body, firstLine - 1)) {
    if (/\bnocheck\b/.test(block.meta)) continue;
    const isJson = block.lang === 'json';
    if (!isJson && !SCRIPT_LANGS.has(block.lang)) continue;
    const codeLine = block.line + 1;
    let source: ts.SourceFile;
    if (isJson) {
      const json = ts.parseJsonText(`${file}.json`, prepareJson(block.code));
      const diagnostics = (json as unknown as {parseDiagnostics?: ts.Diagnostic[]}).parseDiagnostics ?? [];
      if (diagnostics.length) {
        const first = diagnostics[0];
        const line = first.start === undefined ? 0 : json.getLineAndCharacterOfPosition(first.start).line;
        problems.push(
          `${file}:${codeLine + line}: JSON example does not parse: ${ts.flattenDiagnosticMessageText(first.messageText, ' ')}`,
        );
        continue;
      }
      source = json;
    } else {
      const kind = /x$/.test(block.lang) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      source = ts.createSourceFile(`${file}.${kind === ts.ScriptKind.TSX ? 'tsx' : 'ts'}`, block.code, ts.ScriptTarget.ES2022, true, kind);
    }
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const type = typeOf(node);
        if (type !== undefined && isStandardType(type)) {
          const unknown: string[] = [];
          const open: string[] = [];
          const value = literalValue(node, '', unknown, open, isJson) as Record<string, unknown>;
          if (isJson) stripElided(value, '', open);
          const line = codeLine + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          examples.push({file, line, type, lang: isJson ? 'json' : 'ts', value, unknown, open});
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return {examples, problems};
}

/** Removes the markers of elided JSON members, marking their objects open. */
function stripElided(value: unknown, at: string, open: string[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => stripElided(v, pointer(at, i), open));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('__elided__' in record) {
      delete record.__elided__;
      if (!open.includes(at)) open.push(at);
    }
    for (const [key, v] of Object.entries(record)) stripElided(v, pointer(at, key), open);
  }
}

const COMBINATORS = new Set(['anyOf', 'oneOf', 'not', 'if', 'then', 'else']);
const under = (p: string, root: string) => p === root || p.startsWith(`${root}/`);

/** Ajv's errors less those that concern what the example leaves open (see the module comment). */
export function relevantErrors(errors: readonly ErrorObject[], example: Pick<ContextExample, 'unknown' | 'open'>): ErrorObject[] {
  const leftOpen = [...example.unknown, ...example.open];
  const dropped: ErrorObject[] = [];
  const kept: ErrorObject[] = [];
  // Combinator errors first, so the errors of their branches can go with them.
  const ordered = [...errors].sort((a, b) => Number(COMBINATORS.has(b.keyword)) - Number(COMBINATORS.has(a.keyword)));
  for (const error of ordered) {
    const at = error.instancePath;
    const drop =
      example.unknown.some((u) => under(at, u)) ||
      (error.keyword === 'required' && example.open.includes(at)) ||
      (COMBINATORS.has(error.keyword) && leftOpen.some((u) => under(u, at))) ||
      dropped.some((d) => COMBINATORS.has(d.keyword) && error.schemaPath.startsWith(`${d.schemaPath}/`) && under(at, d.instancePath));
    (drop ? dropped : kept).push(error);
  }
  return errors.filter((e) => kept.includes(e));
}

/** One Ajv error as `path message`, with the detail Ajv keeps in `params` (the extra property, the allowed values). */
export function formatError(error: ErrorObject): SchemaError {
  const params = error.params as Record<string, unknown>;
  const detail =
    'additionalProperty' in params
      ? ` (${String(params.additionalProperty)})`
      : 'allowedValue' in params
        ? ` (${JSON.stringify(params.allowedValue)})`
        : 'allowedValues' in params
          ? ` (${JSON.stringify(params.allowedValues)})`
          : '';
  return {path: error.instancePath || '/', message: `${error.message ?? error.keyword}${detail}`};
}

/** The served schema of a type in a set: its context schema, or the base schema for `fdc3.context`. */
export function schemaUrlFor(set: ServedSchemaSet, type: string): string | undefined {
  return set.contextSchemas.find((c) => c.type === type)?.file.url ?? (type === 'fdc3.context' ? set.baseContextSchema?.url : undefined);
}

/** Validates examples against a compiled set; an example whose type has no schema in the set is returned with no `schemaUrl`. */
export function validateExamples(examples: readonly ContextExample[], set: ServedSchemaSet, compiled: CompiledSchemaSet): ExampleResult[] {
  return examples.map((example) => {
    const schemaUrl = schemaUrlFor(set, example.type);
    if (!schemaUrl) return {example, errors: []};
    const validate = compiled.validators.get(schemaUrl);
    if (!validate) throw new Error(`schema examples: no validator for ${schemaUrl}`);
    validate(example.value);
    return {example, schemaUrl, errors: relevantErrors(validate.errors ?? [], example).map(formatError)};
  });
}

/** Every context example of a docs version's Markdown. The version's standard types are its schemas' and its typings'. */
export function versionExamples(set: ServedSchemaSet): {examples: ContextExample[]; problems: string[]} {
  const version = versionByName(set.source.docsVersion);
  const standard = new Set<string>([...set.contextSchemas.map((c) => c.type), 'fdc3.context']);
  if (version.typings) for (const t of contextTypeInfo(version.typings).typeStrings) standard.add(t);
  const examples: ContextExample[] = [];
  const problems: string[] = [];
  for (const full of listMarkdown(path.join(repoRoot, version.dir))) {
    const doc = readDoc(full);
    const file = path.relative(repoRoot, full);
    const found = examplesInMarkdown(file, doc.body, (t) => standard.has(t), linesBeforeBody(full, doc.body) + 1);
    examples.push(...found.examples);
    problems.push(...found.problems);
  }
  return {examples, problems};
}

/** A failure message: the example's place and type, then each error on a line of its own. */
export function failureMessage(result: ExampleResult, errors: readonly SchemaError[] = result.errors): string {
  const {example} = result;
  return `${example.file}:${example.line}: ${example.type} example does not match ${result.schemaUrl}:\n${errors.map((e) => `    ${e.path} ${e.message}`).join('\n')}`;
}

export interface VersionCount {
  /** The folder of the version's schemas (`1.2`; `next` for the draft). */
  folder: string;
  /** Examples validated against a schema, JSON and TypeScript/JavaScript. */
  json: number;
  ts: number;
  /** Examples of a standard type that has no schema in the version (not validated). */
  noSchema: number;
}

/**
 * Validates the examples of each set's docs version and sets the failures
 * against the known disagreements: an error an entry names (version, file,
 * type, error) is accepted; every other error fails, as does an entry that no
 * example produces in one of its files, or whose page does not name it.
 */
export function checkSchemaExamples(
  sets: readonly {set: ServedSchemaSet; compiled: CompiledSchemaSet; examples: readonly ContextExample[]; problems?: readonly string[]}[],
  disagreements: readonly KnownDisagreement[],
  pageText: (file: string) => string,
): {counts: VersionCount[]; problems: string[]} {
  const problems: string[] = [];
  const counts: VersionCount[] = [];
  const used = new Set<string>();
  const key = (entry: number, file: string, error: string) => `${entry}\u0000${file}\u0000${error}`;
  for (const {set, compiled, examples, problems: found = []} of sets) {
    problems.push(...found);
    const results = validateExamples(examples, set, compiled);
    const checked = results.filter((r) => r.schemaUrl);
    counts.push({
      folder: set.source.folder,
      json: checked.filter((r) => r.example.lang === 'json').length,
      ts: checked.filter((r) => r.example.lang === 'ts').length,
      noSchema: results.length - checked.length,
    });
    for (const result of checked) {
      const {file, type} = result.example;
      const open = result.errors.filter((error) => {
        const text = `${error.path} ${error.message}`;
        const entry = disagreements.findIndex(
          (d) => d.version === set.source.docsVersion && d.type === type && d.files.includes(file) && d.errors.includes(text),
        );
        if (entry < 0) return true;
        used.add(key(entry, file, text));
        return false;
      });
      if (open.length) problems.push(failureMessage(result, open));
    }
  }
  const versions = new Set(sets.map((s) => s.set.source.docsVersion));
  disagreements.forEach((d, i) => {
    const where = `src/fdc3/schemas/known-disagreements.ts: ${d.version} ${d.type}`;
    if (!versions.has(d.version)) {
      problems.push(`${where}: stale, no checked version is named "${d.version}"`);
      return;
    }
    for (const file of d.files)
      for (const error of d.errors)
        if (!used.has(key(i, file, error))) problems.push(`${where}: stale, no example in ${file} produces "${error}" any more`);
    if (!pageText(d.page).includes(d.mention))
      problems.push(`${d.page}: does not name the disagreement "${d.statement}" (expected the words "${d.mention}")`);
  });
  return {counts, problems};
}
