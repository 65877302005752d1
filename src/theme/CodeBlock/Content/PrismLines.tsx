/**
 * The block's lines, highlighted by Prism and rendered by `Line`, as the original renders them. The server
 * bundle imports this module directly; the browser's comes through `./HighlightedLines`, which loads it (and
 * Prism) only when a block mounts after hydration.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import {Pre, useCodeProps, type LinesProps} from './parts';

export default function PrismLines({className}: LinesProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const codeProps = useCodeProps();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className: prismClassName, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre className={clsx(className, prismClassName)} style={style} lines={lines.length}>
          <code {...codeProps}>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </code>
        </Pre>
      )}
    </Highlight>
  );
}
