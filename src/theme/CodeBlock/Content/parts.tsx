/** What the block's two renderings share: the original's `<pre>` and the props of its `<code>`. */
import type {ComponentProps, CSSProperties, ReactNode, RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The original's `<pre>`: reachable by keyboard (it scrolls), and the word-wrap button's reference. It carries
 * its number of lines (`--code-lines`), from which CSS sizes the block while it is off screen and not yet
 * laid out (`content-visibility: auto`, src/plugins/deferred-layout; decision record 0019).
 */
export function Pre({
  children,
  className,
  style,
  lines,
}: Pick<ComponentProps<'pre'>, 'children' | 'className' | 'style'> & {lines: number}): ReactNode {
  const {codeBlockRef} = useCodeBlockContext().wordWrap;
  return (
    <pre
      ref={codeBlockRef as RefObject<HTMLPreElement>}
      tabIndex={0}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
      style={{...style, '--code-lines': lines} as CSSProperties}
    >
      {children}
    </pre>
  );
}

/** The `<code>` element's class and line-number counter, as the original sets them. */
export function useCodeProps(): ComponentProps<'code'> {
  const {metadata} = useCodeBlockContext();
  return {
    className: clsx(styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: {
      counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
    },
  };
}

/** The classes `Highlight` gives a block (src/plugins/code-highlighting/client/prism-react-renderer.tsx). */
export function prismClassName(language: string): string {
  return `prism-code language-${language.toLowerCase()}`;
}

export interface LinesProps {
  className?: string;
}
