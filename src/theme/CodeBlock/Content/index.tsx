/**
 * Ejected leaf of `CodeBlock/Content` (theme-classic 3.10.2). Why: hydration walked every
 * line and token of every code block, and Prism tokenized each block again in the browser,
 * only to arrive at the markup the server had already sent. A block that the server rendered
 * now hydrates as one opaque node: while the page hydrates, its `<code>` is handed to React as
 * an empty HTML string, which React neither compares nor patches, so the server's lines stay
 * as they are, React creates no element for them, and the page needs no highlighter. The
 * `<pre>` (the word-wrap button's reference), the title and the buttons stay React's.
 *
 * A block that mounts after hydration (a page reached by a link inside the site) renders its
 * lines as the original does (`./HighlightedLines`), and so does every block on the development
 * server, which renders in the browser only (`useHydratedFromServer`, src/utils/hydration.ts).
 * Decision record: docs-dev/decisions/0017-hydrate-as-one-node.md.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useHydratedFromServer} from '@site/src/utils/hydration';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import HighlightedLines from './HighlightedLines';
import {Pre, prismClassName, useCodeProps} from './parts';

/** The server's block as it hydrates: the same `<pre>` and `<code>`, the lines left to the server's markup. */
function ServerLines({className}: {className?: string}): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    // The classes and style `Highlight` gives the block, which the server put on it: what React hydrates
    // must match what it would render.
    <Pre className={clsx(className, prismClassName(metadata.language))} style={{}}>
      <code {...useCodeProps()} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
    </Pre>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  return useHydratedFromServer() ? <ServerLines className={className} /> : <HighlightedLines className={className} />;
}
