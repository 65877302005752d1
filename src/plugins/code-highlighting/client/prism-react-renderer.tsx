/**
 * What the site's bundles get when a module imports `prism-react-renderer` (the alias is in
 * ../index.ts): the `Highlight` component the theme's code blocks use, on the lean Prism of
 * ./prism.ts instead of the package's own, which carries every language and theme.
 *
 * Tokens come out as the package makes them: one list per line, each token with its Prism
 * types (`['keyword']`, `['plain']` for text outside any token), and an empty line as one
 * empty token. Colours are not applied here: the site colours tokens by class
 * (src/theme/CodeBlock/Line), so a Prism theme with colours in it is an error.
 */
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Prism from './prism';

export {Prism};

type PrismStream = Array<string | Prism.Token>;

interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

/** `types` with `added` after it (an alias may be a list), unless it already ends with it. */
function withType(types: string[], added: string | string[]): string[] {
  return types[types.length - 1] === added ? types : types.concat(added);
}

/** Gives an empty line one empty token, so that it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, {content: '\n', empty: true});
}

/** Prism's nested token stream as lines of flat tokens, each carrying the types of its parents. */
export function normalizeTokens(stream: PrismStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (tokens: PrismStream, parentTypes: string[], nested: boolean): void => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        addText(token, nested ? parentTypes : ['plain']);
        continue;
      }
      const own = withType(parentTypes, token.type);
      const types = token.alias ? withType(own, token.alias) : own;
      if (typeof token.content === 'string') addText(token.content, types);
      else visit(Array.isArray(token.content) ? token.content : [token.content], types, true);
    }
  };
  /** Text split at its line breaks: the first part ends the current line, each further part starts a new one. */
  const addText = (text: string, types: string[]): void => {
    const [first, ...rest] = text.split(/\r\n|\r|\n/);
    line.push({types, content: first!});
    for (const content of rest) {
      closeLine(line);
      line = [{types, content}];
      lines.push(line);
    }
  };
  visit(stream, [], false);
  closeLine(line);
  return lines;
}

function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as PrismStream};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

function getLineProps({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className), style: {...style}};
}

function getTokenProps({token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  return {...rest, className: clsx('token', ...token.types, className), children: token.content, style};
}

function assertClassOnly(theme: PrismTheme | undefined): void {
  if (theme && (theme.styles.length > 0 || Object.keys(theme.plain).length > 0))
    throw new Error(
      'The Prism theme in docusaurus.config.ts (themeConfig.prism) has colours, but code colours come from classes in ' +
        'src/css/custom.css ("Code colours"); keep the theme empty (src/plugins/code-highlighting/client/prism-react-renderer.tsx).',
    );
}

export function Highlight({code, language, theme, children}: HighlightProps): ReactNode {
  assertClassOnly(theme);
  const lang = language.toLowerCase();
  const tokens = useMemo(() => tokenize(code, lang), [code, lang]);
  return children({tokens, className: `prism-code language-${lang}`, style: {}, getLineProps, getTokenProps});
}
