/**
 * Ejected leaf of `CodeBlock/Content` (theme-classic 3.10.2). Why: in the browser, Prism is needed only by a
 * block that mounts after hydration (a page reached by a link inside the site, or the development server):
 * a block the server rendered hydrates as one node (src/theme/CodeBlock) and never gets here in the browser.
 * `./HighlightedLines` loads Prism on demand; in the server bundle its import is pointed at `./PrismLines`
 * (src/plugins/code-highlighting), so the server writes the highlighted lines into the page.
 * Decision record: docs-dev/decisions/0017-hydrate-as-one-node.md.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import HighlightedLines from './HighlightedLines';

export default function CodeBlockContent({className}: Props): ReactNode {
  return <HighlightedLines className={className} />;
}
