import type {Token} from 'prism-react-renderer';

/**
 * The Prism token types that have a colour of their own in `src/css/custom.css`
 * ("Code colours"). A unit test keeps this list and the stylesheet in step.
 */
export const colouredTokenTypes: ReadonlySet<string> = new Set([
  'comment',
  'prolog',
  'doctype',
  'cdata',
  'keyword',
  'important',
  'atrule',
  'rule',
  'selector',
  'deleted',
  'string',
  'char',
  'attr-value',
  'regex',
  'url',
  'inserted',
  'number',
  'boolean',
  'constant',
  'property',
  'symbol',
  'variable',
  'entity',
  'function',
  'method',
  'function-variable',
  'class-name',
  'builtin',
  'maybe-class-name',
  'namespace',
  'tag',
  'attr-name',
  'bold',
]);

/** A run of code: plain text, or a coloured token with its Prism classes. */
export type CodeRun = string | {className: string; content: string};

/**
 * One line's tokens as few runs as possible: tokens without a colour (plain text,
 * punctuation, operators) become text, and neighbours that look the same are joined.
 * A line of 40 tokens typically renders as 10 spans instead of 40.
 */
export function mergeTokens(line: readonly Token[]): CodeRun[] {
  const runs: CodeRun[] = [];
  for (const token of line) {
    if (token.content === '') continue;
    const coloured = token.types.some((type) => colouredTokenTypes.has(type));
    const className = coloured ? `token ${token.types.join(' ')}` : undefined;
    const last = runs.at(-1);
    if (className === undefined) {
      if (typeof last === 'string') runs[runs.length - 1] = last + token.content;
      else runs.push(token.content);
    } else if (last !== undefined && typeof last !== 'string' && last.className === className) {
      last.content += token.content;
    } else {
      runs.push({className, content: token.content});
    }
  }
  return runs;
}
