/**
 * Ejected leaf of `CodeBlock/Line` (theme-classic 3.10.2). Why: the original renders
 * one `<span>` per Prism token, styled inline by the Prism theme; a reference page held
 * 3,500 of them (over 150 KB of HTML, all walked by hydration). This one renders
 * uncoloured tokens as text and joins equal neighbours (`./tokens.ts`); colours come
 * from classes in `src/css/custom.css`. Line numbers and highlighted lines are unchanged.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import {mergeTokens} from './tokens';
import './languages';
import styles from './styles.module.css';

export default function CodeBlockLine({line, classNames, showLineNumbers, getLineProps}: Props): ReactNode {
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
    <div {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{runs}</span>
        </>
      ) : (
        runs
      )}
      <br />
    </div>
  );
}
