/**
 * Ejected leaf of `CodeBlock/Line` (theme-classic 3.10.2). Why: the original renders
 * one `<span>` per Prism token, styled inline by the Prism theme; a reference page held
 * 3,500 of them (over 150 KB of HTML, all walked by hydration). This one renders
 * uncoloured tokens as text and joins equal neighbours (`./tokens.ts`); colours come
 * from classes in `src/css/custom.css`. Line numbers and highlighted lines are unchanged.
 * Each line is a `<span>` shown as a block: `<code>` may hold only phrasing content, and the
 * original's `<div>` lines were most of the Nu Html Checker's errors (tests/e2e/html-valid.spec.ts).
 * Memoised: a line renders again only when its tokens or classes change.
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import {mergeTokens} from './tokens';
import styles from './styles.module.css';

function CodeBlockLine({line, classNames, showLineNumbers, getLineProps}: Props): ReactNode {
  // A line holding only its line break renders empty: the <br /> below keeps its height.
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [] : line;
  const lineProps = getLineProps({line: tokens, className: clsx(classNames, showLineNumbers && styles.codeLine)});
  const runs = mergeTokens(tokens).map((run, key) =>
    typeof run === 'string' ? (
      run
    ) : (
      <span key={key} className={run.className}>
        {run.content}
      </span>
    ),
  );
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{runs}</span>
        </>
      ) : (
        runs
      )}
      <br />
    </span>
  );
}

/** Same line, same classes: a block's re-render (its word-wrap state, its buttons appearing) leaves its lines alone. */
function sameLine(a: Props, b: Props): boolean {
  const sameClasses =
    a.classNames === b.classNames ||
    (a.classNames !== undefined &&
      b.classNames !== undefined &&
      a.classNames.length === b.classNames.length &&
      a.classNames.every((name, i) => name === b.classNames![i]));
  return a.line === b.line && a.showLineNumbers === b.showLineNumbers && a.getLineProps === b.getLineProps && sameClasses;
}

export default memo(CodeBlockLine, sameLine);
